import type { SearchQuery } from '@muster/contract';
import {
  FacetSort,
  FilterType,
  LastUpdated,
  NameMatch,
  SortOrder,
  StrictMode,
  type SearchQueryInput,
} from '../__generated__/resolvers-types';
import { isEmptySearch, LAST_UPDATED, toSearchQuery } from './search-query';

describe('toSearchQuery', () => {
  test('fills the paging defaults and drops nulls', () => {
    expect(toSearchQuery({ keywords: 'smith', filters: null })).toStrictEqual({
      keywords: 'smith',
      offset: 0,
      maxCount: 100,
    });
  });

  // One row per field of SearchQueryInput: what GraphQL hands over, and what the service is sent besides paging.
  test.each<[string, SearchQueryInput, Partial<SearchQuery>]>([
    ['keywords', { keywords: 'Whitcomb, Boston' }, { keywords: 'Whitcomb, Boston' }],
    [
      'fieldedKeywords, defaults left to the service',
      { fieldedKeywords: [{ type: 'full-name.surname', texts: ['Smyth'] }] },
      { fieldedKeywords: [{ type: 'full-name.surname', texts: ['Smyth'] }] },
    ],
    [
      'fieldedKeywords, every field',
      {
        fieldedKeywords: [
          {
            type: 'full-name.surname',
            texts: ['Smyth', 'Jon'],
            exclude: true,
            strict: true,
            match: NameMatch.SoundsLike,
            yearRange: null,
          },
        ],
      },
      {
        fieldedKeywords: [
          { type: 'full-name.surname', texts: ['Smyth', 'Jon'], exclude: true, strict: true, match: 'SOUNDS_LIKE' },
        ],
      },
    ],
    [
      'fieldedKeywords, a year range',
      { fieldedKeywords: [{ type: 'date.vital.birth', texts: ['1840'], yearRange: 2, match: NameMatch.Exact }] },
      { fieldedKeywords: [{ type: 'date.vital.birth', texts: ['1840'], yearRange: 2, match: 'EXACT' }] },
    ],
    [
      'filters, every field',
      {
        filters: [
          {
            type: 'place',
            values: [
              { value: 'United States,Ohio', label: 'Ohio' },
              { value: 'Ireland', label: null },
            ],
            exclude: true,
            strict: false,
            filterType: FilterType.Prefix,
          },
        ],
      },
      {
        filters: [
          {
            type: 'place',
            values: [{ value: 'United States,Ohio', label: 'Ohio' }, { value: 'Ireland' }],
            exclude: true,
            strict: false,
            filterType: 'PREFIX',
          },
        ],
      },
    ],
    [
      'facetRequests, every field',
      {
        facetRequests: [
          {
            type: 'place',
            maxCount: 50,
            placeLevel: 2,
            placeParents: ['United States'],
            requiredValues: ['United States,Ohio'],
            sort: FacetSort.Alphabetical,
            valueFilter: 'Oh',
            valueFilterType: FilterType.Term,
          },
        ],
      },
      {
        facetRequests: [
          {
            type: 'place',
            maxCount: 50,
            placeLevel: 2,
            placeParents: ['United States'],
            requiredValues: ['United States,Ohio'],
            sort: 'ALPHABETICAL',
            valueFilter: 'Oh',
            valueFilterType: 'TERM',
          },
        ],
      },
    ],
    [
      'facetRequests, only a type',
      { facetRequests: [{ type: 'military.conflict' }] },
      { facetRequests: [{ type: 'military.conflict' }] },
    ],
    [
      'tags, public and private',
      { tags: [{ name: 'Free' }, { name: 'mine:7', exclude: true, privateTagUserId: 7 }] },
      { tags: [{ name: 'Free' }, { name: 'mine:7', exclude: true, privateTagUserId: 7 }] },
    ],
    ['lastUpdated', { lastUpdated: LastUpdated.Past_3Months }, { lastUpdated: '3_MONTHS' }],
    ['dateSpan', { dateSpan: { from: 1861, to: 1865 } }, { dateSpan: { from: 1861, to: 1865 } }],
    [
      'dateSpan reversed is swapped (content §5)',
      { dateSpan: { from: 1865, to: 1861 } },
      { dateSpan: { from: 1861, to: 1865 } },
    ],
    ['dateSpan open at one end', { dateSpan: { from: null, to: 1865 } }, { dateSpan: { to: 1865 } }],
    ['sortOrder', { sortOrder: SortOrder.NameDesc }, { sortOrder: 'NAME_DESC' }],
    ['ocr', { ocr: false }, { ocr: false }],
    ['strictMode', { strictMode: StrictMode.Any }, { strictMode: 'ANY' }],
    ['highlight', { highlight: false }, { highlight: false }],
    ['after', { after: 'c1', offset: 0, maxCount: 2 }, { after: 'c1', maxCount: 2 }],
  ])('maps %s', (_, input, expected) => {
    expect(toSearchQuery(input)).toStrictEqual({ offset: 0, maxCount: 100, ...expected });
  });

  test.each(Object.values(SortOrder))('passes the sort order %s through', (sortOrder) => {
    expect(toSearchQuery({ sortOrder }).sortOrder).toBe(sortOrder);
  });

  test.each([
    [LastUpdated.PastMonth, '1_MONTH'],
    [LastUpdated.Past_3Months, '3_MONTHS'],
    [LastUpdated.Past_6Months, '6_MONTHS'],
    [LastUpdated.PastYear, '1_YEAR'],
  ])('maps lastUpdated %s to the spec bucket %s', (lastUpdated, bucket) => {
    expect(toSearchQuery({ lastUpdated }).lastUpdated).toBe(bucket);
  });

  test('maps every lastUpdated value', () => {
    expect(Object.keys(LAST_UPDATED).sort()).toEqual(Object.values(LastUpdated).sort());
  });

  test.each(Object.values(NameMatch))('passes the name match %s through', (match) => {
    expect(
      toSearchQuery({ fieldedKeywords: [{ type: 'full-name', texts: ['x'], match }] }).fieldedKeywords?.[0]?.match,
    ).toBe(match);
  });

  test('the whole input at once: nothing is lost or renamed', () => {
    const input: SearchQueryInput = {
      keywords: 'Whitcomb',
      fieldedKeywords: [{ type: 'full-name.given', texts: ['Jon'], match: NameMatch.Phonetic }],
      filters: [{ type: 'military.conflict', values: [{ value: 'Civil War' }] }],
      facetRequests: [{ type: 'military.conflict', maxCount: 10 }],
      tags: [{ name: 'Free' }],
      lastUpdated: LastUpdated.PastYear,
      dateSpan: { from: 1860, to: 1870 },
      sortOrder: SortOrder.DateAsc,
      offset: 100,
      maxCount: 50,
      ocr: true,
      strictMode: StrictMode.All,
      highlight: true,
    };
    expect(toSearchQuery(input)).toStrictEqual({
      keywords: 'Whitcomb',
      fieldedKeywords: [{ type: 'full-name.given', texts: ['Jon'], match: 'PHONETIC' }],
      filters: [{ type: 'military.conflict', values: [{ value: 'Civil War' }] }],
      facetRequests: [{ type: 'military.conflict', maxCount: 10 }],
      tags: [{ name: 'Free' }],
      lastUpdated: '1_YEAR',
      dateSpan: { from: 1860, to: 1870 },
      sortOrder: 'DATE_ASC',
      offset: 100,
      maxCount: 50,
      ocr: true,
      strictMode: 'ALL',
      highlight: true,
    });
  });
});

describe('toSearchQuery refuses bad input before any call', () => {
  const failure = (input: SearchQueryInput) => {
    try {
      toSearchQuery(input);
    } catch (e) {
      return { code: (e as { extensions: { code: string } }).extensions.code, message: (e as Error).message };
    }
    return undefined;
  };

  test.each<[SearchQueryInput, string | undefined, string | RegExp]>([
    [{ offset: 9900, maxCount: 100 }, undefined, ''],
    [
      { offset: 9901, maxCount: 100 },
      'TOO_LARGE',
      'offset + maxCount may not exceed 10000 (got 10001); page further with after',
    ],
    [{ offset: 0, maxCount: 100 }, undefined, ''],
    [
      { offset: 0, maxCount: 101 },
      'TOO_LARGE',
      'maxCount may not exceed 100 hits per page (got 101); page on with after',
    ],
    [{ offset: -1, maxCount: 10 }, 'BAD_USER_INPUT', 'offset may not be negative (got -1)'],
    [{ maxCount: -5 }, 'BAD_USER_INPUT', 'maxCount may not be negative (got -5)'],
    [
      { after: 'c1', offset: 20 },
      'BAD_USER_INPUT',
      'after and offset cannot be combined (got offset 20): a cursor page starts where the previous page ended',
    ],
    [{ after: '' }, 'BAD_USER_INPUT', /endCursor of a previous page/],
    [{ after: 'c1', maxCount: 100 }, undefined, ''],
    [
      { after: 'c1', maxCount: 101 },
      'TOO_LARGE',
      'maxCount may not exceed 100 hits per page (got 101); page on with after',
    ],
    [{ after: 'c1', offset: 9950, maxCount: 100 }, 'BAD_USER_INPUT', /after and offset cannot be combined/],
    [
      { fieldedKeywords: [{ type: 'date.vital.birth', texts: ['1840'], yearRange: -2 }] },
      'BAD_USER_INPUT',
      'query.fieldedKeywords[0].yearRange may not be negative (got -2)',
    ],
    [
      { facetRequests: [{ type: 'place', maxCount: -1 }] },
      'BAD_USER_INPUT',
      'query.facetRequests[0].maxCount may not be negative (got -1)',
    ],
    [
      { facetRequests: [{ type: 'place', maxCount: 10001 }] },
      'BAD_USER_INPUT',
      'query.facetRequests[0].maxCount may not exceed 10000 (got 10001)',
    ],
    [
      { facetRequests: [{ type: 'place', placeLevel: 0 }] },
      'BAD_USER_INPUT',
      'query.facetRequests[0].placeLevel must be at least 1 (got 0)',
    ],
    // The input limits (contract/src/rules/search-limits.ts, tested there at each limit), before any call.
    [
      { facetRequests: Array.from({ length: 21 }, () => ({ type: 'place' })) },
      'BAD_USER_INPUT',
      'a search may ask for at most 20 facets (got 21)',
    ],
    [
      { keywords: Array.from({ length: 21 }, () => 'smith').join(' ') },
      'BAD_USER_INPUT',
      'keywords may have at most 20 words (got 21)',
    ],
    [
      { fieldedKeywords: Array.from({ length: 11 }, () => ({ type: 'full-name', texts: ['Smith'] })) },
      'BAD_USER_INPUT',
      'a search may have at most 10 fielded keywords (got 11)',
    ],
    [
      { fieldedKeywords: [{ type: 'full-name.surname', texts: ['Van Der Berg Smith Jones'] }] },
      'BAD_USER_INPUT',
      /may have at most 4 words \(got 5\)/,
    ],
  ])('%j → %s', (input, code, message) => {
    const result = failure(input);
    expect(result?.code).toBe(code);
    if (code) expect(result?.message).toMatch(message);
  });

  // Issue 14 point 6: the caller learns which part of its arguments to fix.
  test.each<[SearchQueryInput, string]>([
    [
      { fieldedKeywords: [{ type: 'date.vital.birth', texts: ['1840'], yearRange: -2 }] },
      'query.fieldedKeywords[0].yearRange',
    ],
    [{ facetRequests: [{ type: 'date' }, { type: 'place', maxCount: 10001 }] }, 'query.facetRequests[1].maxCount'],
    [{ keywords: Array.from({ length: 21 }, () => 'smith').join(' ') }, 'query.keywords'],
    [
      {
        fieldedKeywords: [
          { type: 'full-name', texts: ['x'] },
          { type: 'full-name.surname', texts: ['A B C D E'] },
        ],
      },
      'query.fieldedKeywords[1].texts',
    ],
  ])('%j names %s as the argument', (input, argument) => {
    expect(() => toSearchQuery(input)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argument }) }),
    );
  });

  test('TOO_LARGE says what the maximum is', () => {
    try {
      toSearchQuery({ offset: 9999, maxCount: 2 });
    } catch (e) {
      expect((e as { extensions: unknown }).extensions).toEqual({ code: 'TOO_LARGE', maximum: 10000 });
      return;
    }
    throw new Error('expected TOO_LARGE');
  });
});

describe('isEmptySearch', () => {
  test.each<[SearchQuery, boolean]>([
    [{}, true],
    [{ keywords: '  ', offset: 100, sortOrder: 'NAME' }, true],
    [{ keywords: 'smith' }, false],
    [{ filters: [{ type: 'military.conflict', values: [{ value: 'Civil War' }] }] }, false],
    [{ fieldedKeywords: [{ type: 'full-name', texts: ['smith'] }] }, false],
    [{ tags: [{ name: 'Free' }] }, false],
    [{ lastUpdated: '1_MONTH' }, false],
    [{ dateSpan: { from: 1861 } }, false],
  ])('%j is %s', (query, empty) => {
    expect(isEmptySearch(query)).toBe(empty);
  });
});
