import {
  addressQuery,
  filtersOf,
  isEmptySearch,
  isTooLarge,
  otherFieldsOf,
  searchHref,
  searchReducer,
  termsOf,
  withFilter,
  type SearchAction,
  type SearchState,
} from './searchState';

const paged: SearchState = {
  keywords: 'smith',
  offset: 300,
  filters: [{ type: 'PLACE', values: [{ value: 'Ohio' }] }],
};

describe('searchReducer: the offset resets on any change other than paging (content spec §4)', () => {
  it.each<[string, SearchAction, number | undefined]>([
    ['the words change', { type: 'terms', terms: { keywords: 'jones' } }, undefined],
    ['a name match changes', { type: 'terms', terms: { lastName: 'Smyth', lastMatch: 'SOUNDS_LIKE' } }, undefined],
    ['a filter is added', { type: 'addFilter', filter: { type: 'CONFLICT', value: 'Civil War' } }, undefined],
    ['a filter is excluded', { type: 'addFilter', filter: { type: 'PLACE', value: 'Ohio', exclude: true } }, undefined],
    ['a filter is removed', { type: 'removeFilter', filter: { type: 'PLACE', value: 'Ohio' } }, undefined],
    ['filters are cleared', { type: 'clearFilters' }, undefined],
    ['the sort changes', { type: 'sort', sort: 'NAME' }, undefined],
    ['lastUpdated changes', { type: 'lastUpdated', lastUpdated: 'PAST_MONTH' }, undefined],
    ['the page size changes', { type: 'pageSize' }, undefined],
    ['the page changes', { type: 'page', offset: 400 }, 400],
    ['the first page is chosen', { type: 'page', offset: 0 }, undefined],
  ])('when %s', (_, action, offset) => expect(searchReducer(paged, action).offset).toBe(offset));

  it('drops a deep-paging cursor on any change', () => {
    expect(searchReducer({ after: 'abc', keywords: 'x' }, { type: 'sort', sort: 'NAME' }).after).toBeUndefined();
  });
});

describe('filters', () => {
  it('groups values of one type and sense into one filter', () => {
    let q: SearchState = {};
    q = withFilter(q, { type: 'PLACE', value: 'Ohio', label: 'Ohio' });
    q = withFilter(q, { type: 'PLACE', value: 'Texas' });
    q = withFilter(q, { type: 'CONFLICT', value: 'Civil War', exclude: true });
    expect(q.filters).toEqual([
      { type: 'PLACE', values: [{ value: 'Ohio', label: 'Ohio' }, { value: 'Texas' }] },
      { type: 'CONFLICT', values: [{ value: 'Civil War' }], exclude: true },
    ]);
  });

  it('excluding a selected value moves it from the included filter to a NOT filter', () => {
    const q = withFilter(paged, { type: 'PLACE', value: 'Ohio', exclude: true });
    expect(filtersOf(q)).toEqual([{ type: 'PLACE', value: 'Ohio', exclude: true }]);
  });

  it('removing the last value drops the filters field', () => {
    expect(
      searchReducer(paged, { type: 'removeFilter', filter: { type: 'PLACE', value: 'Ohio' } }).filters,
    ).toBeUndefined();
  });
});

describe('terms', () => {
  it('maps the name form onto fielded keywords with match kinds and the birth-year range', () => {
    const q = searchReducer(
      {},
      {
        type: 'terms',
        terms: {
          firstName: ' John ',
          lastName: 'Sm*th',
          lastMatch: 'SOUNDS_LIKE',
          birthYear: '1840',
          birthRange: 2,
          place: 'Ohio',
        },
      },
    );
    expect(q.fieldedKeywords).toEqual([
      { type: 'GIVEN_NAME', texts: ['John'], match: 'EXACT_THEN_SOUNDS_LIKE' },
      { type: 'SURNAME', texts: ['Sm*th'], match: 'SOUNDS_LIKE' },
      { type: 'BIRTH_DATE', texts: ['1840'], yearRange: 2 },
      { type: 'PLACE', texts: ['Ohio'] },
    ]);
    expect(termsOf(q)).toMatchObject({
      firstName: 'John',
      lastName: 'Sm*th',
      lastMatch: 'SOUNDS_LIKE',
      birthYear: '1840',
      birthRange: 2,
    });
  });

  it('matches a name as typed, then its sound-alikes, unless the searcher picks Exact only', () => {
    expect(termsOf({})).toMatchObject({ firstMatch: 'EXACT_THEN_SOUNDS_LIKE', lastMatch: 'EXACT_THEN_SOUNDS_LIKE' });
    const kruger = searchReducer({}, { type: 'terms', terms: { lastName: 'Kruger' } });
    expect(kruger.fieldedKeywords).toEqual([{ type: 'SURNAME', texts: ['Kruger'], match: 'EXACT_THEN_SOUNDS_LIKE' }]);
    const exact = searchReducer(kruger, { type: 'terms', terms: { lastMatch: 'EXACT' } });
    expect(exact.fieldedKeywords).toEqual([{ type: 'SURNAME', texts: ['Kruger'] }]);
    // A shared address written before the default changed (no match) still means EXACT.
    expect(termsOf(exact).lastMatch).toBe('EXACT');
  });

  it('keeps fielded keywords the form does not show', () => {
    const q = searchReducer(
      { fieldedKeywords: [{ type: 'RANK', texts: ['Private'] }] },
      { type: 'terms', terms: { lastName: 'Smith' } },
    );
    expect(q.fieldedKeywords?.map((f) => f.type)).toEqual(['RANK', 'SURNAME']);
  });
});

describe('addresses', () => {
  it('leaves defaults, page size and facet requests out of the address', () => {
    expect(
      addressQuery({
        keywords: 'x',
        offset: 0,
        sortOrder: 'RELEVANCE',
        maxCount: 50,
        facetRequests: [],
        ocr: true,
        after: null,
      }),
    ).toEqual({ keywords: 'x' });
  });

  it.each<[SearchState, string]>([
    [{}, '/search'],
    [{ keywords: 'smith', offset: 100 }, '/search?docQuery=k:smith,o:100'],
    [withFilter({}, { type: 'PUBLICATION', value: '7' }), '/search?docQuery=f:((t:general.title.id,v:((v:7))))'],
  ])('%j → %s', (query, href) => expect(searchHref(query)).toBe(href));

  it.each<[SearchState, boolean]>([
    [{}, true],
    [{ keywords: '  ', sortOrder: 'NAME' }, true],
    [{ keywords: 'x' }, false],
    [{ lastUpdated: 'PAST_YEAR' }, false],
  ])('isEmptySearch(%j) = %s', (query, empty) => expect(isEmptySearch(query)).toBe(empty));

  it.each([
    [0, 100, false],
    [9900, 100, false],
    [9950, 100, true],
    [9980, 20, false],
  ])('isTooLarge offset %d page %d → %s', (offset, size, tooLarge) =>
    expect(isTooLarge({ offset }, size)).toBe(tooLarge),
  );
});

describe('fielded keywords the form does not show', () => {
  const linked: SearchState = {
    fieldedKeywords: [
      { type: 'SURNAME', texts: ['Baker'] },
      { type: 'GENDER', texts: ['Female'] },
    ],
  };

  it('are listed for chips, and a chip removes its own field only', () => {
    const [gender] = otherFieldsOf(linked);
    expect(gender).toEqual({ type: 'GENDER', texts: ['Female'] });
    const after = searchReducer(linked, { type: 'removeField', field: gender });
    expect(after).toEqual({ fieldedKeywords: [{ type: 'SURNAME', texts: ['Baker'] }] });
    expect(otherFieldsOf(after)).toEqual([]);
  });

  it('stay in the address when the form changes', () => {
    const next = searchReducer(linked, { type: 'terms', terms: { lastName: 'Hartwell' } });
    expect(otherFieldsOf(next)).toEqual([{ type: 'GENDER', texts: ['Female'] }]);
    expect(searchHref(next)).toContain('t:general.gender,v:(Female)');
  });
});
