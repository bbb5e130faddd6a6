import { navVisibility } from './navRules';

const user = (premium: boolean) => ({ premium });
const institution = (silo: number) => ({ silo });

test.each([
  ['a visitor', null, { warStories: true, memorialWalls: true }],
  ['a basic member', { user: user(false), institution: null }, { warStories: true, memorialWalls: true }],
  [
    'a patron of a library (silo 1)',
    { user: null, institution: institution(1) },
    { warStories: true, memorialWalls: true },
  ],
  [
    'a patron of a silo institution',
    { user: null, institution: institution(4) },
    { warStories: false, memorialWalls: false },
  ],
  [
    'a basic member at a silo institution',
    { user: user(false), institution: institution(4) },
    { warStories: false, memorialWalls: false },
  ],
  [
    'a premium member at a silo institution',
    { user: user(true), institution: institution(4) },
    { warStories: false, memorialWalls: true },
  ],
])('%s', (_, session, expected) => {
  expect(navVisibility(session)).toEqual(expected);
});
