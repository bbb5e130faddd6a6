import { encodeBreadcrumb } from '../../lib/breadcrumb';
import { type BrowseState, changeColumn, initialBrowseState, selectValue, ALL_VALUE } from './browseState';
import { browseSearch, decodeBrowse, encodeBrowse } from './browseUrl';

const roundTrip = (s: BrowseState) => decodeBrowse(new URLSearchParams(encodeBrowse(s).toString()));
const entry = (facetType: string, selectedValue: string, filterVal = '') =>
  ({
    facetType,
    filterType: 'TERM',
    filterVal,
    selectedValue,
    selectedLabel: selectedValue,
    sortOrder: 'ALPHABETICAL',
  }) as const;

describe('browse state in the address', () => {
  test('an untouched tool has no parameters', () => {
    expect(encodeBrowse(initialBrowseState()).toString()).toBe('');
    expect(decodeBrowse(new URLSearchParams())).toEqual({ state: initialBrowseState(), damaged: false });
  });

  const s1 = selectValue(initialBrowseState('smith'), 0, '1', 'Revolutionary War Rolls, 1775-1783');
  const s2 = selectValue(s1, 1, 'Rhode Island', 'Rhode Island');
  const s3 = changeColumn(s2, 2, { filterVal: 'War~ner\tx*!', filterType: 'PREFIX', sortOrder: 'RANK' });
  const s4 = selectValue(s2, 2, ALL_VALUE, 'All');
  test.each([
    ['a publication', s1],
    ['two levels', s2],
    ['a filtered column with markers inside', s3],
    ['Select All', s4],
  ])('round-trips %s', (_, s) => expect(roundTrip(s)).toEqual({ state: s, damaged: false }));

  test('uses the breadcrumb serialisation with its null marker', () => {
    expect(encodeBrowse(selectValue(initialBrowseState(), 0, '1', 'War Rolls')).get('crumbs')).toBe(
      'general.title.id*t*~n*1*War_Rolls*a',
    );
  });

  test('the query string keeps the breadcrumb readable', () => {
    const search = browseSearch(selectValue(initialBrowseState("o'brien & co"), 0, '1', 'War Rolls, 1775'));
    expect(search).toBe("?q=o'brien%20%26%20co&crumbs=general.title.id*t*~n*1*War_Rolls~,_1775*a");
    expect(decodeBrowse(new URLSearchParams(search)).state.columns[0].selectedLabel).toBe('War Rolls, 1775');
    expect(browseSearch(initialBrowseState())).toBe('');
  });

  test.each([
    ['a damaged string', 'general.title.id*x*~n*1*x*a'],
    [
      'a level out of order',
      encodeBreadcrumb([entry('general.title.id', '1'), entry('general.title.browse.2', 'Ohio')]),
    ],
    [
      'a selection after an open column',
      encodeBreadcrumb([entry('general.title.id', ''), entry('general.title.browse.1', 'Ohio')]),
    ],
  ])('reports %s and keeps what it could read', (_, crumbs) => {
    const { state, damaged } = decodeBrowse(new URLSearchParams({ crumbs }));
    expect(damaged).toBe(true);
    expect(state.columns.length).toBeGreaterThanOrEqual(1);
    expect(state.columns[state.columns.length - 1].selectedValue).toBeNull();
  });

  test('at most eight columns', () => {
    const entries = Array.from({ length: 8 }, (_, i) =>
      entry(i === 0 ? 'general.title.id' : `general.title.browse.${i}`, `${i + 1}`),
    );
    const { state } = decodeBrowse(new URLSearchParams({ crumbs: encodeBreadcrumb(entries) }));
    expect(state.columns).toHaveLength(8);
    expect(state.columns[7].selectedValue).toBe('8');
  });
});
