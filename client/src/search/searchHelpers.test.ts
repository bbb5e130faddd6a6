import { decadeLabel, decades } from './decades';
import { matchBadge } from './matchBadge';
import { pageSizeCookie, readPageSize } from './pageSize';
import { facetKey, sidebarFacetRequests } from './sidebarFacets';
import type { SearchState } from '../lib/searchState';

describe('sidebarFacetRequests', () => {
  it('asks for a preview of each facet and countries of place', () => {
    const requests = sidebarFacetRequests({}, new Set());
    expect(requests.map((r) => r.type)).toEqual([
      'CONFLICT',
      'PUBLICATION',
      'PUBLICATION_TYPE',
      'SERVICE_BRANCH',
      'PLACE',
    ]);
    expect(requests.every((r) => r.maxCount === 10)).toBe(true);
    expect(requests[4]).toEqual({ type: 'PLACE', placeLevel: 1, maxCount: 10 });
  });

  it('asks for the states under the United States once it is chosen, keeping chosen values', () => {
    const query: SearchState = {
      filters: [
        { type: 'PLACE', values: [{ value: 'United States' }, { value: 'United States,Ohio' }] },
        { type: 'CONFLICT', values: [{ value: 'Civil War' }], exclude: true },
      ],
    };
    const requests = sidebarFacetRequests(query, new Set(['PLACE_STATE']));
    expect(requests.find((r) => r.type === 'CONFLICT')?.requiredValues).toEqual(['Civil War']);
    expect(requests.filter((r) => r.type === 'PLACE')).toEqual([
      { type: 'PLACE', placeLevel: 1, maxCount: 10, requiredValues: ['United States'] },
      {
        type: 'PLACE',
        placeLevel: 2,
        placeParents: ['United States'],
        maxCount: 200,
        requiredValues: ['United States,Ohio'],
      },
    ]);
  });

  it('expanding a facet asks for the full facet size; dates only when counted', () => {
    expect(sidebarFacetRequests({}, new Set(['CONFLICT']))[0].maxCount).toBe(200);
    expect(sidebarFacetRequests({}, new Set(), true).at(-1)).toEqual({ type: 'DATE', maxCount: 200 });
  });

  it('tells the state level of place apart', () => {
    const facets = [
      { type: 'PLACE' as const, values: [{ value: 'United States' }] },
      { type: 'PLACE' as const, values: [] },
    ];
    expect(facets.map((f, i) => facetKey(f, i, facets))).toEqual(['PLACE', 'PLACE_STATE']);
    expect(facetKey({ type: 'PLACE', values: [{ value: 'United States,Ohio' }] }, 0, [])).toBe('PLACE_STATE');
  });
});

describe('decades', () => {
  it.each([
    ['1861-04-12', '1879', undefined, ['1860s', '1870s']],
    ['1898', '1898', undefined, ['1890s']],
    [null, '1898', undefined, []],
    [
      null,
      null,
      [
        { value: '1862', count: 5 },
        { value: '1869', count: 2 },
        { value: '1917', count: 1 },
      ],
      ['1860s', '1910s'],
    ],
  ])('%s … %s', (from, to, counted, labels) => expect(decades(from, to, counted).map((d) => d.label)).toEqual(labels));

  it('sums counts per decade and filters by a year range', () => {
    expect(
      decades(null, null, [
        { value: '1862', count: 5 },
        { value: '1869', count: 2 },
      ]),
    ).toEqual([{ value: '1860-1869', label: '1860s', count: 7 }]);
    expect(decadeLabel('1860-1869')).toBe('1860s');
    expect(decadeLabel('1862')).toBe('1862');
  });
});

describe('matchBadge', () => {
  const query: SearchState = {
    fieldedKeywords: [
      { type: 'SURNAME', texts: ['Smith'], match: 'SOUNDS_LIKE' as const },
      { type: 'GIVEN_NAME', texts: ['J*n'] },
      { type: 'BIRTH_DATE', texts: ['1840'], yearRange: 2 },
    ],
  };
  it.each([
    [{ field: 'full-name.surname', kind: 'SOUNDEX' as const, value: 'Smyth' }, 'last name sounds like Smith'],
    [{ field: 'full-name.surname', kind: 'PHONETIC' as const, value: 'Smythe' }, 'last name sounds like Smith'],
    [{ field: 'full-name.given', kind: 'WILDCARD' as const, value: 'John' }, 'first name wildcard J*n'],
    [{ field: 'date.vital.birth', kind: 'YEAR_RANGE' as const, value: '1839' }, 'born 1838–1842'],
    [{ field: 'date.vital.death', kind: 'YEAR_RANGE' as const, value: '1863' }, 'died 1863'],
    [{ field: 'full-name.surname', kind: 'EXACT' as const, value: 'Smith' }, null],
    [{ field: 'keywords', kind: 'KEYWORD' as const, value: 'pension' }, null],
  ])('%j → %s', (match, badge) => expect(matchBadge(match, query)).toBe(badge));
});

describe('PageSize cookie', () => {
  it.each([
    ['', 100],
    ['PageSize=20', 20],
    ['a=1; PageSize=50; b=2', 50],
    ['PageSize=37', 100],
    ['XPageSize=20', 100],
  ])('%j → %d', (cookie, size) => expect(readPageSize(cookie)).toBe(size));
  it('stores the size for a year site-wide', () =>
    expect(pageSizeCookie(50)).toBe('PageSize=50; path=/; max-age=31536000; SameSite=Lax'));
});
