import { describeParsedDate, parseFreeTextDate, partialOf } from './freeTextDate';

describe('free-text dates as the form shows them back (content spec §5)', () => {
  it.each([
    ['17 Sept 1862', 'September 17, 1862'],
    ['September 17th, 1862', 'September 17, 1862'],
    ['Sep 1862', 'September 1862'],
    ['1862', '1862'],
    ['1865-1861', '1861 – 1865'],
    ['from May 1861 to June 1865', 'May 1861 – June 1865'],
  ])('%j reads as %j', (text, words) => {
    const parsed = parseFreeTextDate(text);
    expect(parsed && describeParsedDate(parsed)).toBe(words);
  });

  it.each(['862', '1399', '2100', '32 March 1862', 'sometime in the war', ''])('%j is not a date', (text) => {
    expect(parseFreeTextDate(text)).toBeNull();
  });

  it('writes the services’ date parts as a partial date', () => {
    expect(partialOf({ year: 1862, month: 9, day: 17 })).toBe('1862-09-17');
    expect(partialOf({ year: 1862, month: 9, day: null })).toBe('1862-09');
    expect(partialOf({ year: 1862 })).toBe('1862');
  });
});
