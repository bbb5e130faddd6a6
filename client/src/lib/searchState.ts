import type { SearchQueryInput, SortOrder } from '../__generated__/graphql';

/** Hits per page and the highest offset + page the search service serves (content spec §9). */
export const PAGE_SIZE = 100;
export const MAX_COUNT = 10000;
export const FACET_SIZE = 200;

/** Facet type holding a hit's publication id. */
export const publicationFilter = 'general.title.id';

/** Facets counted in the search sidebar, in display order. */
export const SIDEBAR_FACETS = [
  'military.conflict',
  'general.title.id',
  'general.title.content.type',
  'military.service.branch',
  'place',
] as const;

/** Facet types a filter may name (content spec §3.11), browse levels included. */
const FILTER_TYPES = new Set<string>([
  ...SIDEBAR_FACETS,
  'general.title.content.collection',
  'general.title.content.doc-type',
  'general.title.content.sub-type',
  'general.title.provider.id',
  'general.title.provider.language',
  'military.service-number',
  ...[1, 2, 3, 4, 5, 6, 7].map((level) => `general.title.browse.${level}`),
]);

const SORTS: readonly SortOrder[] = ['RELEVANCE', 'DATE_ASC', 'DATE_DESC', 'NAME', 'LAST_MODIFIED'];

export interface SearchFilter {
  type: string;
  value: string;
}

/** What the search page shows, as held in its address. */
export interface SearchState {
  keywords: string;
  firstName: string;
  lastName: string;
  filters: SearchFilter[];
  sort: SortOrder;
  offset: number;
}

export const emptySearch: SearchState = { keywords: '', firstName: '', lastName: '', filters: [], sort: 'RELEVANCE', offset: 0 };

/**
 * Reads the readable query string `?keywords=…&first=…&last=…&military.conflict=Civil+War&offset=100`.
 * Unknown parameters are ignored; a bad offset reads as 0.
 */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const filters: SearchFilter[] = [];
  for (const [key, value] of params) {
    if (FILTER_TYPES.has(key) && value && !filters.some((f) => f.type === key && f.value === value)) {
      filters.push({ type: key, value });
    }
  }
  const sort = params.get('sort') as SortOrder | null;
  const offset = Number(params.get('offset') ?? 0);
  return {
    keywords: params.get('keywords') ?? '',
    firstName: params.get('first') ?? '',
    lastName: params.get('last') ?? '',
    filters,
    sort: sort && SORTS.includes(sort) ? sort : 'RELEVANCE',
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** The query string of a state; defaults are left out so addresses stay short. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keywords.trim()) params.set('keywords', state.keywords.trim());
  if (state.firstName.trim()) params.set('first', state.firstName.trim());
  if (state.lastName.trim()) params.set('last', state.lastName.trim());
  for (const f of state.filters) params.append(f.type, f.value);
  if (state.sort !== 'RELEVANCE') params.set('sort', state.sort);
  if (state.offset > 0) params.set('offset', String(state.offset));
  return params;
}

/** Address of the search page showing a state. */
export function searchHref(state: Partial<SearchState>): string {
  const query = toSearchParams({ ...emptySearch, ...state }).toString();
  return query ? `/search?${query}` : '/search';
}

// Any change other than the offset starts again from the first page (content spec §4).

export function withFilter(state: SearchState, filter: SearchFilter): SearchState {
  const has = state.filters.some((f) => f.type === filter.type && f.value === filter.value);
  return { ...state, filters: has ? state.filters : [...state.filters, filter], offset: 0 };
}

export function withoutFilter(state: SearchState, filter: SearchFilter): SearchState {
  return { ...state, filters: state.filters.filter((f) => f.type !== filter.type || f.value !== filter.value), offset: 0 };
}

export function withTerms(state: SearchState, terms: Pick<SearchState, 'keywords' | 'firstName' | 'lastName'>): SearchState {
  return { ...state, ...terms, offset: 0 };
}

export function withSort(state: SearchState, sort: SortOrder): SearchState {
  return { ...state, sort, offset: 0 };
}

export function withOffset(state: SearchState, offset: number): SearchState {
  return { ...state, offset: Math.max(0, offset) };
}

/** True when the page asked for lies beyond what the search service serves (TOO_LARGE, spec §5). */
export function isTooLarge(state: SearchState): boolean {
  return state.offset + PAGE_SIZE > MAX_COUNT;
}

/** The GraphQL search input of a state: values of one facet type are grouped into one filter. */
export function toSearchQuery(state: SearchState, facetTypes: readonly string[] = SIDEBAR_FACETS): SearchQueryInput {
  const byType = new Map<string, string[]>();
  for (const f of state.filters) byType.set(f.type, [...(byType.get(f.type) ?? []), f.value]);
  const fullName = [state.firstName.trim(), state.lastName.trim()].filter(Boolean).join(' ');
  const query: SearchQueryInput = {
    offset: state.offset,
    maxCount: PAGE_SIZE,
    sortOrder: state.sort,
    facetRequests: facetTypes.map((type) => ({ type, maxCount: FACET_SIZE })),
  };
  if (state.keywords.trim()) query.keywords = state.keywords.trim();
  if (fullName) query.fieldedKeywords = [{ type: 'full-name', texts: [fullName] }];
  if (byType.size) query.filters = [...byType].map(([type, values]) => ({ type, values: values.map((value) => ({ value })) }));
  return query;
}
