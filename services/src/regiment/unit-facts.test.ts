import { unitFacts } from './unit-facts';

test('mean and median come from the age histogram', () => {
  // Ages 20, 20, 21, 30: mean 22.75 → 22.8, median (20 + 21) / 2.
  expect(unitFacts(5, 2, [{ age: 30, soldiers: 1 }, { age: 20, soldiers: 2 }, { age: 21, soldiers: 1 }]))
    .toEqual({ numberOfSoldiers: 5, averageAgeAtEnlistment: 22.8, medianAgeAtEnlistment: 20.5, diedInWar: 2 });
});

test('an odd count takes the middle soldier', () => {
  expect(unitFacts(3, 0, [{ age: 18, soldiers: 1 }, { age: 25, soldiers: 2 }]).medianAgeAtEnlistment).toBe(25);
});

test('no known ages give null averages', () => {
  expect(unitFacts(4, 1, [])).toEqual({ numberOfSoldiers: 4, averageAgeAtEnlistment: null, medianAgeAtEnlistment: null, diedInWar: 1 });
});
