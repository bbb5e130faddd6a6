import { SuggestionType } from '../__generated__/resolvers-types';
import { checkSuggestArgs } from './suggest-args';

const failure = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return `${(e as { extensions: { code: string } }).extensions.code}: ${(e as Error).message}`;
  }
  return undefined;
};

describe('checkSuggestArgs', () => {
  test.each([
    [
      { prefix: 'Whit', limit: 10 },
      { prefix: 'Whit', limit: 10 },
    ],
    [
      { prefix: 'Whit', limit: null },
      { prefix: 'Whit', limit: 10 },
    ],
    [
      { prefix: 'Josiah ', limit: 1 },
      { prefix: 'Josiah ', limit: 1 },
    ],
  ])('%j is asked as %j', (args, expected) => {
    expect(checkSuggestArgs({ type: SuggestionType.Name, ...args })).toEqual({ type: 'NAME', ...expected });
  });

  test.each([
    [{ prefix: 'Whit', limit: 11 }, 'BAD_USER_INPUT: limit must be between 1 and 10 (got 11)'],
    [{ prefix: 'Whit', limit: 0 }, 'BAD_USER_INPUT: limit must be between 1 and 10 (got 0)'],
    [{ prefix: '', limit: 5 }, 'BAD_USER_INPUT: prefix may not be empty: type at least one letter or digit'],
    [{ prefix: '   ', limit: 5 }, 'BAD_USER_INPUT: prefix may not be empty: type at least one letter or digit'],
    [{ prefix: 'x'.repeat(101), limit: 5 }, 'BAD_USER_INPUT: prefix may not be longer than 100 characters (got 101)'],
  ])('%j fails with %s', (args, message) => {
    expect(failure(() => checkSuggestArgs({ type: SuggestionType.Place, ...args }))).toBe(message);
  });
});
