import {
  ALL_VALUE,
  type BrowseState,
  browseFilters,
  changeColumn,
  changeKeywords,
  emptyColumn,
  facetTypeAt,
  gridVisible,
  initialBrowseState,
  publicationIdOf,
  selectValue,
  selectedLabels,
  shownColumns,
} from './browseState';

const picked = (value: string, label = value) => ({ ...emptyColumn(), selectedValue: value, selectedLabel: label });

function path(...labels: string[]): BrowseState {
  return labels.reduce((s, label, i) => selectValue(s, i, i === 0 ? '1' : label, label), initialBrowseState());
}

describe('facet types', () => {
  test.each([
    [0, 'PUBLICATION'],
    [1, 'BROWSE_LEVEL_1'],
    [7, 'BROWSE_LEVEL_7'],
  ])('column %i lists %s', (index, type) => expect(facetTypeAt(index)).toBe(type));
});

describe('choosing a value (spec §4)', () => {
  test('saves value and label and appends the next column', () => {
    const s = selectValue(initialBrowseState(), 0, '1', 'Revolutionary War Rolls');
    expect(s.columns).toEqual([picked('1', 'Revolutionary War Rolls'), emptyColumn()]);
  });
  test('choosing again in an earlier column drops the deeper ones', () => {
    const s = selectValue(path('Rolls', 'Connecticut', '2nd Dragoons'), 1, 'Maryland', 'Maryland');
    expect(s.columns.map((c) => c.selectedLabel)).toEqual(['Rolls', 'Maryland', null]);
  });
  test('never appends past general.title.browse.7', () => {
    const s = path('P', '1', '2', '3', '4', '5', '6', '7');
    expect(s.columns).toHaveLength(8);
    expect(s.columns[7].selectedValue).toBe('7');
  });
  test('an unknown column is left alone', () => {
    const s = initialBrowseState();
    expect(selectValue(s, 3, 'x', 'x')).toBe(s);
  });
});

describe('changing a column (spec §4)', () => {
  const s = path('Rolls', 'Connecticut', '2nd Dragoons');
  test.each([
    ['filter text', { filterVal: 'Conn' }],
    ['filter type', { filterType: 'PREFIX' as const }],
    ['sort order', { sortOrder: 'RANK' as const }],
  ])('%s clears its selection and removes deeper columns', (_, change) => {
    const next = changeColumn(s, 1, change);
    expect(next.columns).toHaveLength(2);
    expect(next.columns[1]).toEqual({ ...emptyColumn(), ...change });
    expect(next.columns[0]).toBe(s.columns[0]);
  });
  test('no change keeps the state', () => expect(changeColumn(s, 1, { filterVal: '' })).toBe(s));
});

describe('query changes', () => {
  test('new keywords reset the columns', () => {
    expect(changeKeywords(path('Rolls', 'Connecticut'), ' smith ')).toEqual(initialBrowseState('smith'));
  });
  test('the same keywords keep them', () => {
    const s = path('Rolls');
    expect(changeKeywords(s, '')).toBe(s);
  });
});

describe('levels and the grid', () => {
  const s = path('Rolls', 'Connecticut', '2nd Dragoons', 'E');
  test.each([
    [null, 5, false],
    [3, 4, true],
    [2, 3, true],
    [4, 5, false],
    [0, 1, true],
  ])('with %p levels: %i columns, grid %p', (levels, columns, grid) => {
    expect(shownColumns(s, levels)).toHaveLength(columns);
    expect(gridVisible(s, levels)).toBe(grid);
  });
});

describe('filters for a column', () => {
  const s = selectValue(path('Rolls', 'Connecticut'), 2, ALL_VALUE, 'All');
  test('selections before the column, All adding none', () => {
    expect(browseFilters(s, 2)).toEqual([
      { type: 'PUBLICATION', values: [{ value: '1', label: 'Rolls' }] },
      { type: 'BROWSE_LEVEL_1', values: [{ value: 'Connecticut', label: 'Connecticut' }] },
    ]);
    expect(browseFilters(s)).toHaveLength(2);
    expect(browseFilters(s, 0)).toEqual([]);
  });
  test('labels and publication id', () => {
    expect(selectedLabels(s)).toEqual(['Rolls', 'Connecticut']);
    expect(publicationIdOf(s)).toBe(1);
    expect(publicationIdOf(initialBrowseState())).toBeNull();
  });
});
