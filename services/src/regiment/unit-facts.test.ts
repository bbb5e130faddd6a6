import { casualtyIs } from './casualty';
import { mostCommon, unitFacts } from './unit-facts';

test('mean and median come from the age histogram', () => {
  // Ages 20, 20, 21, 30: mean 22.75 → 22.8, median (20 + 21) / 2.
  expect(
    unitFacts(5, 2, [
      { age: 30, soldiers: 1 },
      { age: 20, soldiers: 2 },
      { age: 21, soldiers: 1 },
    ]),
  ).toEqual({ numberOfSoldiers: 5, averageAgeAtEnlistment: 22.8, medianAgeAtEnlistment: 20.5, diedInWar: 2 });
});

test('an odd count takes the middle soldier', () => {
  expect(
    unitFacts(3, 0, [
      { age: 18, soldiers: 1 },
      { age: 25, soldiers: 2 },
    ]).medianAgeAtEnlistment,
  ).toBe(25);
});

test('no known ages give null averages', () => {
  expect(unitFacts(4, 1, [])).toEqual({
    numberOfSoldiers: 4,
    averageAgeAtEnlistment: null,
    medianAgeAtEnlistment: null,
    diedInWar: 1,
  });
});

// What each casualty type the generator and older rolls write counts as (docs/decisions/regiments.md "Unit facts").
test.each([
  ['Killed in Action', true, false, false],
  ['Died of Wounds', true, true, false],
  ['Died of Disease', true, false, false],
  ['Died Non-Battle', true, false, false],
  ['Died as Prisoner of War', true, false, true],
  ['Accident', true, false, false],
  ['Missing in Action', false, false, false],
  ['Wounded', false, true, false],
  ['Mortally Wounded', true, true, false],
  ['Captured', false, false, true],
  [null, false, false, false],
])('%s: died %s, wounded %s, prisoner %s', (type, died, wounded, prisoner) => {
  expect([casualtyIs('died', type), casualtyIs('wounded', type), casualtyIs('prisoner', type)]).toEqual([
    died,
    wounded,
    prisoner,
  ]);
});

test('the most common entry wins; a tie goes to the key that sorts first', () => {
  expect(
    mostCommon(
      [
        { k: 'b', soldiers: 3 },
        { k: 'a', soldiers: 3 },
        { k: 'c', soldiers: 2 },
      ],
      (r) => r.k,
    ),
  ).toEqual({ k: 'a', soldiers: 3 });
  expect(mostCommon([], () => '')).toBeNull();
});
