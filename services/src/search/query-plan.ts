import { MAX_COUNT, PAGE_SIZE, type SearchQuery } from '@muster/contract';
import { SEARCH_LIMITS, searchInputProblem } from '@muster/contract/rules';
import { type CursorKey, decodeCursor } from './cursor';
import type { FacetPlan } from './plan-facets';
import { planFacets } from './plan-facets';
import { type Criterion, planFielded } from './plan-fielded';
import { planFilter, planTags, planWhen } from './plan-filters';
import { type FtsExpr, type TextTerm, ftsAnd, ftsOr, tokenize } from './fts-expr';
import { SearchError } from './search-error';

export { SearchError } from './search-error';
export { tokenize } from './fts-expr';

export type { Criterion } from './plan-fielded';
export type { FacetPlan } from './plan-facets';
export type { TextTerm } from './fts-expr';

/** A search the engine can run: the request validated and resolved onto search_docs. */
export interface SearchPlan {
  /** Full-text match (keywords and full-name words), or null for every document. */
  text: FtsExpr | null;
  /** Full-text matches the documents must not make (excluded full-name keywords). */
  notText: FtsExpr[];
  /** Every other condition, all of which must hold. */
  criteria: Criterion[];
  /** Keyword tokens, reported as KEYWORD matches. */
  keywordTokens: string[];
  facets: FacetPlan[];
  sort: NonNullable<SearchQuery['sortOrder']>;
  offset: number;
  limit: number;
  after: CursorKey | null;
  ocr: boolean;
  highlight: boolean;
}

export function planQuery(query: SearchQuery): SearchPlan {
  const offset = query.offset ?? 0;
  const limit = query.maxCount ?? PAGE_SIZE;
  const sort = query.sortOrder ?? 'RELEVANCE';
  // One page holds at most the website's 100 hits, by offset or by cursor; the cursor walks further.
  if (limit > SEARCH_LIMITS.pageSize)
    throw new SearchError(
      'TOO_LARGE',
      `maxCount must not exceed ${SEARCH_LIMITS.pageSize} (got ${limit}); page on with after`,
    );
  let after: CursorKey | null = null;
  if (query.after) {
    if (offset !== 0) throw new SearchError('BAD_USER_INPUT', 'offset must be 0 when paging with after', 'offset');
    after = SearchError.within('after', () => decodeCursor(query.after ?? '', sort));
  } else if (offset + limit > MAX_COUNT) {
    throw new SearchError(
      'TOO_LARGE',
      `offset + maxCount must not exceed ${MAX_COUNT} (got ${offset + limit}); page on with after`,
    );
  }
  const problem = searchInputProblem(query);
  if (problem) throw new SearchError('BAD_USER_INPUT', problem);

  const keywordTokens = tokenize(query.keywords ?? '');
  const keywordTerms: TextTerm[] = keywordTokens.map((token) => ({ token, namesOnly: false, prefix: true }));
  const text: FtsExpr[] = keywordTerms.length
    ? [query.strictMode === 'ANY' ? ftsOr(keywordTerms) : ftsAnd(keywordTerms)]
    : [];
  const notText: FtsExpr[] = [];
  const criteria: Criterion[] = [];
  for (const [i, fielded] of (query.fieldedKeywords ?? []).entries()) {
    const planned = SearchError.within(`fieldedKeywords[${i}]`, () => planFielded(fielded));
    if (planned.kind === 'text') (fielded.exclude ? notText : text).push(planned.expr);
    else criteria.push(planned);
  }
  criteria.push(
    ...(query.filters ?? []).map((filter, i) => SearchError.within(`filters[${i}]`, () => planFilter(filter))),
    ...planTags(query.tags ?? []),
    ...planWhen(query),
  );
  return {
    text: text.length === 0 ? null : text.length === 1 ? text[0] : ftsAnd(text),
    notText,
    criteria,
    keywordTokens,
    facets: planFacets(query.facetRequests),
    sort,
    offset,
    limit,
    after,
    ocr: query.ocr ?? true,
    highlight: query.highlight ?? true,
  };
}
