import { type BreadcrumbEntry, decodeBreadcrumb, encodeBreadcrumb } from '../../lib/breadcrumb';
import { specFacetType } from '../../search/facets';
import { type BrowseColumnState, type BrowseState, emptyColumn, facetTypeAt, MAX_COLUMNS } from './browseState';

// Browse state in the address, so back, forward and shared links work: `q` holds the keywords and
// `crumbs` the columns as the spec's breadcrumb entries (§2.2, §3.11: tab and null markers), written by
// the same encoder the search page uses. A column without a selection has the null marker as its value.

function toEntry(column: BrowseColumnState, index: number): BreadcrumbEntry {
  return {
    facetType: specFacetType(facetTypeAt(index)),
    filterType: column.filterType,
    filterVal: column.filterVal,
    selectedValue: column.selectedValue ?? '',
    selectedLabel: column.selectedValue == null ? '' : (column.selectedLabel ?? ''),
    sortOrder: column.sortOrder,
  };
}

function isEmpty(column: BrowseColumnState): boolean {
  return (
    column.selectedValue == null &&
    column.filterVal === '' &&
    column.filterType === 'TERM' &&
    column.sortOrder === 'ALPHABETICAL'
  );
}

/** The address parameters of a browse state; an untouched tool has none. */
export function encodeBrowse(state: BrowseState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keywords) params.set('q', state.keywords);
  const columns = [...state.columns];
  // The trailing untouched column follows from the selection before it.
  while (columns.length > 0 && isEmpty(columns[columns.length - 1])) columns.pop();
  if (columns.length > 0) params.set('crumbs', encodeBreadcrumb(columns.map(toEntry)));
  return params;
}

/**
 * The query string of a browse state ('' for none). The breadcrumb text only holds characters that are
 * safe in an address, so it goes in as it is rather than percent-encoded by URLSearchParams.
 */
export function browseSearch(state: BrowseState): string {
  const params = encodeBrowse(state);
  const parts = [...params].map(([key, value]) => `${key}=${key === 'crumbs' ? value : encodeURIComponent(value)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export interface DecodedBrowse {
  state: BrowseState;
  /** Set when the address held columns that could not be read; the state then keeps what could. */
  damaged: boolean;
}

/**
 * The browse state of an address. Entries must follow the hierarchy (general.title.id, then
 * general.title.browse.1, 2, …); only the last column may lack a selection, and a selected last column
 * is followed by the next level's empty one.
 */
export function decodeBrowse(params: URLSearchParams): DecodedBrowse {
  const keywords = (params.get('q') ?? '').trim();
  let entries: BreadcrumbEntry[] = [];
  let damaged = false;
  try {
    entries = decodeBreadcrumb(params.get('crumbs') ?? '');
  } catch {
    damaged = true;
  }
  const columns: BrowseColumnState[] = [];
  for (const [i, entry] of entries.entries()) {
    if (i >= MAX_COLUMNS || entry.facetType !== specFacetType(facetTypeAt(i))) {
      damaged = true;
      break;
    }
    const selected = entry.selectedValue !== '';
    columns.push({
      filterType: entry.filterType,
      filterVal: entry.filterVal,
      sortOrder: entry.sortOrder,
      selectedValue: selected ? entry.selectedValue : null,
      selectedLabel: selected ? entry.selectedLabel || entry.selectedValue : null,
    });
    if (!selected) {
      damaged ||= i < entries.length - 1;
      break;
    }
  }
  const last = columns[columns.length - 1];
  if (!last || (last.selectedValue != null && columns.length < MAX_COLUMNS)) columns.push(emptyColumn());
  return { state: { keywords, columns }, damaged };
}
