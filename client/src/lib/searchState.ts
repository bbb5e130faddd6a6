import type {
  FacetType,
  FieldedKeywordInput,
  LastUpdated,
  NameMatch,
  SearchFilterInput,
  SearchField,
  SearchQueryInput,
  SortOrder,
} from '../__generated__/graphql';
import { encodeDocQuery } from './docQuery';

/** Hits per page and the highest offset + page the search service serves (content spec §9). */
export const PAGE_SIZE = 100;
export const MAX_COUNT = 10000;
export const FACET_SIZE = 200;

/** Facet type holding a hit's publication id. */
export const publicationFilter: FacetType = 'PUBLICATION';

/** The search page's state is the query itself, as held in the address's docQuery. */
export type SearchState = SearchQueryInput;
export const emptySearch: SearchState = {};

/** Fielded keyword types the search form fills (content spec §3.11 field catalogue). */
export const FORM_FIELDS = {
  firstName: 'GIVEN_NAME',
  lastName: 'SURNAME',
  birthYear: 'BIRTH_DATE',
  place: 'PLACE',
} as const satisfies Record<string, SearchField>;
const formTypes = new Set<SearchField>(Object.values(FORM_FIELDS));

/** What the search form edits. */
export interface SearchTerms {
  keywords: string;
  firstName: string;
  firstMatch: NameMatch;
  lastName: string;
  lastMatch: NameMatch;
  birthYear: string;
  /** ± years around the birth year. */
  birthRange: number;
  place: string;
}

/**
 * How the form matches a name unless told otherwise: the spelling typed first, then its sound-alikes (as Ancestry
 * does). The API's default is EXACT, so a name in the address without a match is EXACT and this one is written.
 */
export const FORM_NAME_MATCH: NameMatch = 'EXACT_THEN_SOUNDS_LIKE';

export const emptyTerms: SearchTerms = {
  keywords: '',
  firstName: '',
  firstMatch: FORM_NAME_MATCH,
  lastName: '',
  lastMatch: FORM_NAME_MATCH,
  birthYear: '',
  birthRange: 0,
  place: '',
};

function fielded(query: SearchState, type: SearchField): FieldedKeywordInput | undefined {
  return query.fieldedKeywords?.find((f) => f.type === type && !f.exclude);
}

/** An empty name box offers the form's default; a name in the address keeps its own match (EXACT when unsaid). */
function matchOf(query: SearchState, type: SearchField): NameMatch {
  const name = fielded(query, type);
  return name ? (name.match ?? 'EXACT') : FORM_NAME_MATCH;
}

export function termsOf(query: SearchState): SearchTerms {
  const text = (type: SearchField) => fielded(query, type)?.texts.join(' ') ?? '';
  return {
    keywords: query.keywords ?? '',
    firstName: text(FORM_FIELDS.firstName),
    firstMatch: matchOf(query, FORM_FIELDS.firstName),
    lastName: text(FORM_FIELDS.lastName),
    lastMatch: matchOf(query, FORM_FIELDS.lastName),
    birthYear: text(FORM_FIELDS.birthYear),
    birthRange: fielded(query, FORM_FIELDS.birthYear)?.yearRange ?? 0,
    place: text(FORM_FIELDS.place),
  };
}

/** The form's fields replace the form's fielded keywords; other fielded keywords (from a shared link) stay. */
function applyTerms(query: SearchState, partial: Partial<SearchTerms>): SearchState {
  const terms = { ...termsOf(query), ...partial };
  const kept = (query.fieldedKeywords ?? []).filter((f) => !formTypes.has(f.type) || f.exclude);
  const add = (type: SearchField, text: string, extra: Partial<FieldedKeywordInput> = {}) => {
    if (text.trim()) kept.push({ type, texts: [text.trim()], ...extra });
  };
  add(FORM_FIELDS.firstName, terms.firstName, terms.firstMatch !== 'EXACT' ? { match: terms.firstMatch } : {});
  add(FORM_FIELDS.lastName, terms.lastName, terms.lastMatch !== 'EXACT' ? { match: terms.lastMatch } : {});
  add(FORM_FIELDS.birthYear, terms.birthYear, terms.birthRange > 0 ? { yearRange: terms.birthRange } : {});
  add(FORM_FIELDS.place, terms.place);
  const { keywords: _k, fieldedKeywords: _f, ...rest } = query;
  return {
    ...rest,
    ...(terms.keywords.trim() ? { keywords: terms.keywords.trim() } : {}),
    ...(kept.length ? { fieldedKeywords: kept } : {}),
  };
}

/** One value of a facet filter, as a chip shows it. */
export interface SearchFilter {
  type: FacetType;
  value: string;
  label?: string;
  /** NOT: hits carrying the value are left out. */
  exclude?: boolean;
}

/** Every filter value of a query, one entry per value. */
export function filtersOf(query: SearchState): SearchFilter[] {
  return (query.filters ?? []).flatMap((f) =>
    f.values.map((v) => ({
      type: f.type,
      value: v.value,
      ...(v.label ? { label: v.label } : {}),
      ...(f.exclude ? { exclude: true } : {}),
    })),
  );
}

const sameValue = (a: SearchFilter, b: SearchFilter) => a.type === b.type && a.value === b.value;

/** Values of one type and sense share one filter (any of them); a value is either included or excluded. */
function applyFilters(query: SearchState, filters: SearchFilter[]): SearchState {
  const groups = new Map<string, SearchFilterInput>();
  for (const f of filters) {
    const key = `${f.exclude ? '-' : '+'}${f.type}`;
    const group = groups.get(key) ?? { type: f.type, values: [], ...(f.exclude ? { exclude: true } : {}) };
    group.values.push(f.label ? { value: f.value, label: f.label } : { value: f.value });
    groups.set(key, group);
  }
  const { filters: _old, ...rest } = query;
  return groups.size ? { ...rest, filters: [...groups.values()] } : rest;
}

/**
 * Fielded keywords the search form does not show (Gender, Award, Theater… from a shared link or the API's
 * vocabulary): the page shows each as a removable chip, so nothing narrows the results unseen.
 */
export function otherFieldsOf(query: SearchState): FieldedKeywordInput[] {
  return (query.fieldedKeywords ?? []).filter((f) => !formTypes.has(f.type) || f.exclude);
}

export type SearchAction =
  | { type: 'terms'; terms: Partial<SearchTerms> }
  | { type: 'removeField'; field: FieldedKeywordInput }
  | { type: 'addFilter'; filter: SearchFilter }
  | { type: 'removeFilter'; filter: SearchFilter }
  | { type: 'clearFilters' }
  | { type: 'sort'; sort: SortOrder }
  | { type: 'lastUpdated'; lastUpdated: LastUpdated | null }
  | { type: 'pageSize' }
  | { type: 'page'; offset: number };

function apply(query: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'terms':
      return applyTerms(query, action.terms);
    case 'addFilter': {
      const others = filtersOf(query).filter((f) => !sameValue(f, action.filter));
      return applyFilters(query, [...others, action.filter]);
    }
    case 'removeFilter':
      return applyFilters(
        query,
        filtersOf(query).filter((f) => !sameValue(f, action.filter)),
      );
    case 'clearFilters':
      return applyFilters(query, []);
    case 'removeField': {
      const { fieldedKeywords: all, ...rest } = query;
      const kept = (all ?? []).filter((f) => f !== action.field);
      return kept.length ? { ...rest, fieldedKeywords: kept } : rest;
    }
    case 'sort': {
      const { sortOrder: _s, ...rest } = query;
      return action.sort === 'RELEVANCE' ? rest : { ...rest, sortOrder: action.sort };
    }
    case 'lastUpdated': {
      const { lastUpdated: _l, ...rest } = query;
      return action.lastUpdated ? { ...rest, lastUpdated: action.lastUpdated } : rest;
    }
    case 'pageSize':
      return query;
    case 'page':
      return { ...query, offset: Math.max(0, Math.trunc(action.offset)) };
  }
}

/** Every change but paging starts again from the first page (content spec §4); offset 0 is left out. */
export function searchReducer(query: SearchState, action: SearchAction): SearchState {
  const next = apply(query, action);
  if (action.type === 'page' && next.offset) return next;
  const { offset: _o, after: _a, ...rest } = next;
  return rest;
}

export const withTerms = (query: SearchState, terms: Partial<SearchTerms>) =>
  searchReducer(query, { type: 'terms', terms });
export const withFilter = (query: SearchState, filter: SearchFilter) =>
  searchReducer(query, { type: 'addFilter', filter });

/** True when the page asked for lies beyond what the search service serves (TOO_LARGE, spec §5). */
export function isTooLarge(query: SearchState, pageSize = PAGE_SIZE): boolean {
  return (query.offset ?? 0) + pageSize > MAX_COUNT;
}

/**
 * The variables of `search` for the address's query: the page (offset or cursor) goes in search's own
 * arguments, the query keeps only what to look for.
 */
export function searchVariables(query: SearchState, first: number) {
  const { offset, after, maxCount: _m, ...rest } = query;
  return { query: rest, first, offset: offset ?? 0, after: after ?? null };
}

/** A search with nothing to look for shows the empty search page (Query.emptySearch). */
export function isEmptySearch(query: SearchState): boolean {
  return (
    !query.keywords?.trim() &&
    !query.fieldedKeywords?.length &&
    !query.filters?.length &&
    !query.tags?.length &&
    !query.lastUpdated &&
    !query.dateSpan
  );
}

/**
 * The part of a query the address keeps: page size (the PageSize cookie), facet requests (the sidebar's
 * own) and defaults are left out so addresses stay short.
 */
export function addressQuery(query: SearchState): SearchState {
  const { maxCount: _m, facetRequests: _r, ...rest } = query;
  const out: SearchState = { ...rest };
  if (!out.offset) delete out.offset;
  if (out.sortOrder === 'RELEVANCE') delete out.sortOrder;
  if (out.ocr === true) delete out.ocr;
  if (out.strictMode === 'ALL') delete out.strictMode;
  if (out.highlight === true) delete out.highlight;
  for (const key of Object.keys(out) as (keyof SearchState)[]) if (out[key] == null) delete out[key];
  return out;
}

/** Address of the search page showing a query: `/search?docQuery=…` (content spec §2.2). */
export function searchHref(query: SearchState): string {
  const docQuery = encodeDocQuery(addressQuery(query));
  return docQuery ? `/search?docQuery=${docQuery}` : '/search';
}
