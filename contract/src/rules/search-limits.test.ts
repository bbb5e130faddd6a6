import type { SearchQuery } from '../search';
import { SEARCH_LIMITS, keywordsProblem, nameTextProblem, searchInputProblem } from './search-limits';

const words = (n: number, word = 'smith') => Array.from({ length: n }, () => word).join(' ');
const fielded = (n: number, texts = ['Smith'], type = 'full-name.surname') =>
  Array.from({ length: n }, () => ({ type, texts }));

describe('the name budget: each limit passes at the limit and is refused one above, naming the limit', () => {
  test.each<[string, SearchQuery, string | null]>([
    ['10 fielded keywords', { fieldedKeywords: fielded(10) }, null],
    ['11 fielded keywords', { fieldedKeywords: fielded(11) }, 'a search may have at most 10 fielded keywords (got 11)'],
    ['5 texts', { fieldedKeywords: fielded(1, ['a', 'b', 'c', 'd', 'e']) }, null],
    [
      '6 texts',
      { fieldedKeywords: fielded(1, ['a', 'b', 'c', 'd', 'e', 'f']) },
      'fielded keyword full-name.surname may have at most 5 texts (got 6)',
    ],
    ['4 words in a name', { fieldedKeywords: fielded(1, [words(4)], 'full-name') }, null],
    [
      '5 words in a name',
      { fieldedKeywords: fielded(1, [words(5)], 'full-name') },
      `the text '${words(5)}' of fielded keyword full-name may have at most 4 words (got 5)`,
    ],
    ['2 wildcards in a word', { fieldedKeywords: fielded(1, ['S*i?h'], 'full-name.given') }, null],
    [
      '3 wildcards in a word',
      { fieldedKeywords: fielded(1, ['S*i?h*'], 'full-name.given') },
      "the text 'S*i?h*' of fielded keyword full-name.given may have at most 2 wildcards (* or ?) in a word (got 3 in 'S*i?h*')",
    ],
    [
      'a place of 6 words (words are counted in names only)',
      { fieldedKeywords: fielded(1, ['Sharpsburg Washington County Maryland United States'], 'place') },
      null,
    ],
    ['a text of 200 characters', { fieldedKeywords: fielded(1, ['x'.repeat(200)], 'place') }, null],
    [
      'a text of 201 characters',
      { fieldedKeywords: fielded(1, ['x'.repeat(201)], 'place') },
      'a text of fielded keyword place may be at most 200 characters long (got 201)',
    ],
    ['20 keywords', { keywords: words(20) }, null],
    ['21 keywords', { keywords: words(21) }, 'keywords may have at most 20 words (got 21)'],
    ['keywords of 500 characters', { keywords: 'x'.repeat(500) }, null],
    [
      'keywords of 501 characters',
      { keywords: 'x'.repeat(501) },
      'keywords may be at most 500 characters long (got 501)',
    ],
    ['20 facet requests', { facetRequests: Array.from({ length: 20 }, () => ({ type: 'place' })) }, null],
    [
      '21 facet requests',
      { facetRequests: Array.from({ length: 21 }, () => ({ type: 'place' })) },
      'a search may ask for at most 20 facets (got 21)',
    ],
  ])('%s', (_, query, problem) => {
    expect(searchInputProblem(query)).toBe(problem);
  });
});

test('keywords are counted as the full-text index splits them: punctuation separates, spaces do not add words', () => {
  expect(keywordsProblem(words(10, "o'brien"))).toBeNull();
  expect(keywordsProblem(words(11, "o'brien"))).toBe(`may have at most ${SEARCH_LIMITS.keywordWords} words (got 22)`);
  expect(keywordsProblem(`  ${words(20)}   ,,, `)).toBeNull();
});

test('name words are what the user separated by spaces, however many spaces', () => {
  expect(nameTextProblem('  John   Henry  Smith  Jr ')).toBeNull();
  expect(nameTextProblem('John Henry Smith Jr Esq')).toBe('may have at most 4 words (got 5)');
});
