import type { Dictionaries } from './dictionaries';
import { MAX_NAME_EXPANSION, nameBudget } from './name-budget';
import { nameCodes } from './name-codes';
import { planQuery } from './query-plan';

/** A name dictionary of 600 names, Name0 … Name599, as search_names holds them. */
const names = Array.from({ length: 600 }, (_, i) => ({ name: `Name${i}`, ...nameCodes(`Name${i}`) }));
const dict: Dictionaries = {
  names,
  codesByName: new Map(names.map((n) => [n.name, n])),
  places: [],
  placeById: new Map(),
  publicationTitles: new Map(),
};
const surnames = (...texts: string[]) =>
  planQuery({ fieldedKeywords: [{ type: 'full-name.surname', texts }] }).criteria;

test('a query within the budget expands each name criterion once', () => {
  const criteria = surnames('Name1*');
  const budget = nameBudget(dict, criteria);
  // Name1, Name10…Name19, Name100…Name199.
  expect(budget.expand(criteria[0] as never).size).toBe(111);
});

test('the names of all criteria count together: at the limit passes, one above is refused naming the limit', () => {
  // Name1* (111) + Name2* (111) + Name3* (111) + Name4* (111) = 444; Name5 alone adds 1 at a time.
  const within = planQuery({
    fieldedKeywords: [
      { type: 'full-name.surname', texts: ['Name1*', 'Name2*', 'Name3*', 'Name4*'] },
      { type: 'full-name.given', texts: ['Name5*'] },
    ],
  }).criteria;
  expect(() => nameBudget(dict, within, 555)).not.toThrow();
  expect(() => nameBudget(dict, within, 554)).toThrow(
    expect.objectContaining({
      code: 'BAD_USER_INPUT',
      message:
        "the names of this search stand for more than 554 different indexed names ('Name5*' alone for 111): type more letters, fewer wildcards, or fewer sound-alike names",
    }),
  );
});

test(`a bare wildcard stands for every name and is refused past ${MAX_NAME_EXPANSION}`, () => {
  expect(() => nameBudget(dict, surnames('N*'))).toThrow(
    expect.objectContaining({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining(`more than ${MAX_NAME_EXPANSION}`),
    }),
  );
  // The words of a multi-word sound-alike each count.
  const words = planQuery({
    fieldedKeywords: [{ type: 'full-name', texts: ['Name1* Name2* Name3* Name4*', 'Name5*'], match: 'SOUNDS_LIKE' }],
  }).criteria;
  expect(() => nameBudget(dict, words)).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT' }));
});
