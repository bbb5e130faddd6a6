import {
  emptySearch, isTooLarge, parseSearchParams, searchHref, toSearchParams, toSearchQuery,
  withFilter, withOffset, withoutFilter, withSort, withTerms, type SearchState,
} from './searchState';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
const paged: SearchState = { ...emptySearch, keywords: 'smith', offset: 300 };

describe('parseSearchParams / toSearchParams', () => {
  it.each([
    ['', emptySearch],
    ['keywords=smith', { ...emptySearch, keywords: 'smith' }],
    ['first=John&last=Smith', { ...emptySearch, firstName: 'John', lastName: 'Smith' }],
    ['military.conflict=Civil+War&general.title.id=12', {
      ...emptySearch, filters: [{ type: 'military.conflict', value: 'Civil War' }, { type: 'general.title.id', value: '12' }],
    }],
    ['place=Ohio&place=Ohio', { ...emptySearch, filters: [{ type: 'place', value: 'Ohio' }] }],
    ['sort=NAME&offset=200', { ...emptySearch, sort: 'NAME', offset: 200 }],
    ['sort=BOGUS&offset=-5', emptySearch],
    ['offset=abc&unknown=1', emptySearch],
  ])('%j', (query, state) => expect(parse(query)).toEqual(state));

  it.each([
    'keywords=smith',
    'keywords=o%27brien&first=Mary&military.conflict=World+War+I&place=Ohio&place=Texas&sort=DATE_ASC&offset=100',
    'general.title.id=7&general.title.browse.1=Ohio&general.title.browse.2=Roll+12',
  ])('round-trips %s', (query) => {
    expect(toSearchParams(parse(query)).toString()).toBe(query);
  });
});

describe('state changes reset the offset except paging (content spec §4)', () => {
  it.each([
    ['a filter is added', withFilter(paged, { type: 'place', value: 'Ohio' }), 0],
    ['a filter is removed', withoutFilter({ ...paged, filters: [{ type: 'place', value: 'Ohio' }] }, { type: 'place', value: 'Ohio' }), 0],
    ['the words change', withTerms(paged, { keywords: 'jones', firstName: '', lastName: '' }), 0],
    ['the sort changes', withSort(paged, 'NAME'), 0],
    ['the page changes', withOffset(paged, 400), 400],
  ])('when %s', (_, next, offset) => expect(next.offset).toBe(offset));

  it('adding a facet value builds the address with the filter and no offset', () => {
    const next = withFilter(paged, { type: 'military.conflict', value: 'Civil War' });
    expect(searchHref(next)).toBe('/search?keywords=smith&military.conflict=Civil+War');
    expect(withFilter(next, { type: 'military.conflict', value: 'Civil War' }).filters).toHaveLength(1);
  });

  it('removing a filter keeps the others', () => {
    const state = { ...emptySearch, filters: [{ type: 'place', value: 'Ohio' }, { type: 'place', value: 'Texas' }] };
    expect(withoutFilter(state, { type: 'place', value: 'Ohio' }).filters).toEqual([{ type: 'place', value: 'Texas' }]);
  });
});

describe('toSearchQuery', () => {
  it('maps words, the name, grouped filters and paging to the search input', () => {
    const state = parse('keywords=pension&first=John&last=Smith&place=Ohio&place=Texas&military.conflict=Civil+War&offset=100');
    expect(toSearchQuery(state, ['place'])).toEqual({
      keywords: 'pension',
      fieldedKeywords: [{ type: 'full-name', texts: ['John Smith'] }],
      filters: [
        { type: 'place', values: [{ value: 'Ohio' }, { value: 'Texas' }] },
        { type: 'military.conflict', values: [{ value: 'Civil War' }] },
      ],
      facetRequests: [{ type: 'place', maxCount: 200 }],
      sortOrder: 'RELEVANCE',
      offset: 100,
      maxCount: 100,
    });
  });

  it('leaves out empty words, names and filters', () => {
    const query = toSearchQuery(emptySearch);
    expect(query.keywords).toBeUndefined();
    expect(query.fieldedKeywords).toBeUndefined();
    expect(query.filters).toBeUndefined();
    expect(query.facetRequests?.map((f) => f.type)).toEqual([
      'military.conflict', 'general.title.id', 'general.title.content.type', 'military.service.branch', 'place',
    ]);
  });
});

describe('isTooLarge (offset + page past 10,000)', () => {
  it.each([
    [0, false],
    [9900, false],
    [10000, true],
    [9950, true],
  ])('offset %d → %s', (offset, expected) => expect(isTooLarge({ ...emptySearch, offset })).toBe(expected));
});
