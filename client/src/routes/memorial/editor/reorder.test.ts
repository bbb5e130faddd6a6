import { moveItem, reorderWithin } from './reorder';

describe('moveItem', () => {
  it.each([
    [['a', 'b', 'c'], 1, -1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 1, 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 0, -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 2, 1, ['a', 'b', 'c']],
    [['a'], 0, 1, ['a']],
  ] as const)('%j: item %i moved %i → %j', (list, from, step, expected) => {
    expect(moveItem(list, from, step)).toEqual(expected);
  });
});

describe('reorderWithin', () => {
  it.each([
    // stories s1, s2 among facts f1, f2: swapping the stories leaves the facts in place
    [
      ['s1', 'f1', 's2', 'f2'],
      ['s2', 's1'],
      ['s2', 'f1', 's1', 'f2'],
    ],
    [
      ['s1', 'f1', 's2', 'f2'],
      ['f2', 'f1'],
      ['s1', 'f2', 's2', 'f1'],
    ],
    [
      ['a', 'b', 'c'],
      ['c', 'b', 'a'],
      ['c', 'b', 'a'],
    ],
    [['a', 'b'], [], ['a', 'b']],
  ])('%j with %j → %j', (all, section, expected) => {
    expect(reorderWithin(all, section)).toEqual(expected);
  });
});
