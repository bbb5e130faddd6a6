import { slugify } from './slug';

describe('slugify (content spec §5)', () => {
  it.each([
    ['Civil War Service Records', 'civil-war-service-records'],
    ['Vietnam Veterans Memorial', 'vietnam-veterans-memorial'],
    ['Fédération Ñandú Müller', 'federation-nandu-muller'],
    ['WWII: Draft Registration Cards (1942)!', 'wwii-draft-registration-cards-1942'],
    ['U.S.S. Arizona Memorial', 'u-s-s-arizona-memorial'],
    ['a  __ b // c .. d -- e', 'a-b-c-d-e'],
    ['--Leading and trailing--', 'leading-and-trailing'],
    ['Straße', 'strasse'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
