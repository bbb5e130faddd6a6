import type { FacetSort, FacetType, FilterType, SearchFilterInput } from '../../__generated__/graphql';
import { browseLevelFacet } from '../../search/facets';
import { MAX_BROWSE_LEVELS, PUBLICATION_FACET } from './constants';

/** One column of the browse tool (content spec §3.11 "Browse column state"); its facet type follows from its place. */
export interface BrowseColumnState {
  filterType: FilterType;
  filterVal: string;
  sortOrder: FacetSort;
  selectedValue: string | null;
  selectedLabel: string | null;
}

/** Everything the browse tool shows, kept in the address on the /browse page. */
export interface BrowseState {
  /** The query browsed within ('Search within records'). */
  keywords: string;
  columns: BrowseColumnState[];
}

/**
 * The special value of 'Select All': every value of the column, so the column adds no filter.
 * The spec names the value without giving it; this one cannot clash with a browse label.
 */
export const ALL_VALUE = '*';
export const ALL_LABEL = 'All';

/** The publication column plus one per browse level. */
export const MAX_COLUMNS = MAX_BROWSE_LEVELS + 1;

/** The publication, then browse levels 1 … 7 (general.title.id, then general.title.browse.1 … 7). */
export function facetTypeAt(index: number): FacetType {
  return index === 0 ? PUBLICATION_FACET : browseLevelFacet(index);
}

export function emptyColumn(): BrowseColumnState {
  return { filterType: 'TERM', filterVal: '', sortOrder: 'ALPHABETICAL', selectedValue: null, selectedLabel: null };
}

export function initialBrowseState(keywords = ''): BrowseState {
  return { keywords, columns: [emptyColumn()] };
}

/** Choosing a value saves it and its label, drops deeper columns and appends one for the next facet level. */
export function selectValue(state: BrowseState, index: number, value: string, label: string): BrowseState {
  const columns = state.columns.slice(0, index + 1);
  if (!columns[index]) return state;
  columns[index] = { ...columns[index], selectedValue: value, selectedLabel: label };
  if (columns.length < MAX_COLUMNS) columns.push(emptyColumn());
  return { ...state, columns };
}

/** Changing a column's filter type, filter text or sort clears its selection and removes deeper columns. */
export function changeColumn(
  state: BrowseState,
  index: number,
  change: Partial<Pick<BrowseColumnState, 'filterType' | 'filterVal' | 'sortOrder'>>,
): BrowseState {
  const column = state.columns[index];
  if (!column) return state;
  const next = { ...column, ...change };
  if (
    next.filterType === column.filterType &&
    next.filterVal === column.filterVal &&
    next.sortOrder === column.sortOrder
  )
    return state;
  return {
    ...state,
    columns: [...state.columns.slice(0, index), { ...next, selectedValue: null, selectedLabel: null }],
  };
}

/** A change of the query resets the columns. */
export function changeKeywords(state: BrowseState, keywords: string): BrowseState {
  const trimmed = keywords.trim();
  return trimmed === state.keywords ? state : initialBrowseState(trimmed);
}

/**
 * The columns to show for a publication with `levelCount` browse levels (unknown while its labels load):
 * the publication column plus one per level, never deeper.
 */
export function shownColumns(state: BrowseState, levelCount: number | null): BrowseColumnState[] {
  return levelCount == null ? state.columns : state.columns.slice(0, levelCount + 1);
}

/** The grid appears once the deepest level's column (the one before the grid's two) has a selection. */
export function gridVisible(state: BrowseState, levelCount: number | null): boolean {
  return levelCount != null && state.columns[levelCount]?.selectedValue != null;
}

/** Filters for the selections of the columns before `index` (every column when omitted); 'All' adds none. */
export function browseFilters(state: BrowseState, index = state.columns.length): SearchFilterInput[] {
  return state.columns.slice(0, index).flatMap((column, i) =>
    column.selectedValue == null || column.selectedValue === ALL_VALUE
      ? []
      : [
          {
            type: facetTypeAt(i),
            values: [{ value: column.selectedValue, label: column.selectedLabel ?? undefined }],
          },
        ],
  );
}

/** The labels chosen so far, for the breadcrumb and for stripping them from thumbnail titles. */
export function selectedLabels(state: BrowseState): string[] {
  return state.columns.flatMap((c) => (c.selectedLabel && c.selectedValue !== ALL_VALUE ? [c.selectedLabel] : []));
}

export function publicationIdOf(state: BrowseState): number | null {
  const value = state.columns[0]?.selectedValue;
  const id = value == null ? NaN : Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
