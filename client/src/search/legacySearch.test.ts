import type { SearchState } from '../lib/searchState';
import { parseLegacySearch } from './legacySearch';

describe('parseLegacySearch (readable addresses shared before docQuery)', () => {
  const parse = (s: string) => parseLegacySearch(new URLSearchParams(s));
  it.each<[string, SearchState | null]>([
    ['', null],
    ['docQuery=k:x', null],
    ['keywords=smith', { keywords: 'smith' }],
    [
      'first=John&last=Smith',
      {
        fieldedKeywords: [
          { type: 'GIVEN_NAME', texts: ['John'] },
          { type: 'SURNAME', texts: ['Smith'] },
        ],
      },
    ],
    [
      'military.conflict=Civil+War&place=Ohio&place=Ohio',
      {
        filters: [
          { type: 'CONFLICT', values: [{ value: 'Civil War' }] },
          { type: 'PLACE', values: [{ value: 'Ohio' }] },
        ],
      },
    ],
    ['keywords=x&sort=NAME&offset=200', { keywords: 'x', sortOrder: 'NAME', offset: 200 }],
    ['keywords=x&sort=BOGUS&offset=-5', { keywords: 'x' }],
  ])('%s', (address, query) => expect(parse(address)).toEqual(query));
});
