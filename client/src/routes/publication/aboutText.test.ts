import { aboutText } from './aboutText';

describe('aboutText', () => {
  it.each([
    ['Muster rolls.', 'Muster rolls. The images were digitized.', 'The images were digitized.'],
    ['Muster rolls.', 'Muster rolls.', null],
    ['Muster rolls.', 'Pension files of widows.', 'Pension files of widows.'],
    [null, 'Pension files.', 'Pension files.'],
    ['Muster rolls.', null, null],
    ['', '  ', null],
  ])('%j then %j adds %j', (short, medium, expected) => {
    expect(aboutText(short, medium)).toBe(expected);
  });
});
