import { MAX_COUNT, PAGE_SIZE, type SearchQuery } from '../contract/search';
import { DEFAULT_FACETS, FACET_TYPES, type FacetColumn, placeColumn } from './facet-types';

/** A search the engine can run: the request, validated and resolved onto search_docs columns. */
export interface SearchPlan {
  terms: TextTerm[];
  filters: FilterPlan[];
  facets: FacetPlan[];
  sort: NonNullable<SearchQuery['sortOrder']>;
  offset: number;
  limit: number;
}

/** One keyword: every term must match, each as a prefix so a partial surname still finds the man. */
export interface TextTerm {
  token: string;
  /** Only in personal names (the full-name fielded keyword). */
  namesOnly: boolean;
}

export type FilterPlan =
  | { kind: 'values'; facet: FacetColumn; values: (string | number)[]; prefix: boolean; exclude: boolean }
  | { kind: 'years'; facet: FacetColumn; ranges: [number, number][]; exclude: boolean };

export interface FacetPlan {
  type: string;
  column: FacetColumn['column'];
  maxCount: number;
  sort: 'RANK' | 'ALPHABETICAL';
  /** Place facets below country level only count under these parents. */
  parents: string[];
}

/** A query the service refuses; code TOO_LARGE is the spec's paging limit, BAD_QUERY anything else. */
export class SearchError extends Error {
  constructor(readonly code: 'TOO_LARGE' | 'BAD_QUERY', message: string) {
    super(message);
  }
}

const FACET_REQUEST_SIZE = 200;
const MAX_TERMS = 32;

/** Lower-case words of a keyword string; anything but letters and digits separates words. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}

export function planQuery(query: SearchQuery): SearchPlan {
  const offset = query.offset ?? 0;
  const limit = query.maxCount ?? PAGE_SIZE;
  if (offset + limit > MAX_COUNT) {
    throw new SearchError('TOO_LARGE', `offset + maxCount must not exceed ${MAX_COUNT} (got ${offset + limit})`);
  }
  const terms: TextTerm[] = tokenize(query.keywords ?? '').map((token) => ({ token, namesOnly: false }));
  for (const fielded of query.fieldedKeywords ?? []) {
    if (fielded.type !== 'full-name') throw new SearchError('BAD_QUERY', `fielded keyword type '${fielded.type}' is not searchable`);
    if (fielded.exclude) throw new SearchError('BAD_QUERY', 'excluding fielded keywords is not supported');
    for (const text of fielded.texts) terms.push(...tokenize(text).map((token) => ({ token, namesOnly: true })));
  }
  return {
    terms,
    filters: (query.filters ?? []).map(planFilter),
    facets: (query.facetRequests ?? DEFAULT_FACETS.map((type) => ({ type }))).map(planFacet),
    sort: query.sortOrder ?? 'RELEVANCE',
    offset,
    limit,
  };
}

function facetColumn(type: string): FacetColumn {
  const facet = FACET_TYPES[type];
  if (!facet) throw new SearchError('BAD_QUERY', `unknown facet type '${type}'`);
  return facet;
}

function planFilter(filter: NonNullable<SearchQuery['filters']>[number]): FilterPlan {
  const facet = facetColumn(filter.type);
  const exclude = filter.exclude ?? false;
  const raw = filter.values.map((v) => v.value);
  if (facet.yearRange) {
    const ranges = raw.map((value): [number, number] => {
      const m = /^(\d{4})(?:-(\d{4}))?$/.exec(value.trim());
      if (!m) throw new SearchError('BAD_QUERY', `date filter value '${value}' is not YYYY or YYYY-YYYY`);
      const [from, to] = [Number(m[1]), Number(m[2] ?? m[1])];
      return from <= to ? [from, to] : [to, from];
    });
    return { kind: 'years', facet, ranges, exclude };
  }
  const prefix = filter.filterType === 'PREFIX';
  if (facet.numeric && !prefix) {
    const values = raw.map((value) => {
      if (!/^\d{1,9}$/.test(value)) throw new SearchError('BAD_QUERY', `${filter.type} value '${value}' is not an id`);
      return Number(value);
    });
    return { kind: 'values', facet, values, prefix, exclude };
  }
  return { kind: 'values', facet, values: raw, prefix, exclude };
}

function planFacet(request: NonNullable<SearchQuery['facetRequests']>[number]): FacetPlan {
  const facet = facetColumn(request.type);
  if (!facet.countable) throw new SearchError('BAD_QUERY', `facet type '${request.type}' has no counts`);
  const level = request.placeLevel ?? 1;
  return {
    type: request.type,
    column: facet.hierarchical ? placeColumn(level) : facet.column,
    maxCount: request.maxCount ?? FACET_REQUEST_SIZE,
    sort: request.sort ?? 'RANK',
    parents: facet.hierarchical && level >= 2 ? request.placeParents ?? [] : [],
  };
}
