import {
  type FieldedKeyword,
  type LastUpdatedBucket,
  type SearchFilter,
  type SearchQuery,
  type TagQuery,
} from '@muster/contract';
import { searchInputProblemAt } from '@muster/contract/rules';
import {
  LastUpdated,
  type DateSpanInput,
  type FieldedKeywordInput,
  type SearchFilterInput,
  type SearchQueryInput,
  type TagFilterInput,
} from '../__generated__/resolvers-types';
import { atLeast, badUserInput } from '../common/input-error';
import { compact } from './compact';
import { toFacetRequest } from './facet-request';
import { checkPaging, type SearchPageArgs } from './search-paging';

/** GraphQL enum values cannot start with a digit; the service speaks the spec's own buckets (content §4). */
export const LAST_UPDATED: Record<LastUpdated, LastUpdatedBucket> = {
  [LastUpdated.PastMonth]: '1_MONTH',
  [LastUpdated.Past_3Months]: '3_MONTHS',
  [LastUpdated.Past_6Months]: '6_MONTHS',
  [LastUpdated.PastYear]: '1_YEAR',
};

/**
 * The service query from the GraphQL input. Paging and the input limits (contract/search-limits.ts) are checked
 * first, so a request that is too large (TOO_LARGE) or malformed (BAD_USER_INPUT) never reaches a service
 * (content §5, §8). Absent and null fields stay absent: the schema's defaults are already filled in by GraphQL,
 * the service has the same.
 */
export function toSearchQuery(input: SearchQueryInput, pageArgs: SearchPageArgs = {}): SearchQuery {
  const { offset, maxCount, after } = checkPaging(input, pageArgs);
  const query = compact({
    keywords: input.keywords ?? undefined,
    fieldedKeywords: input.fieldedKeywords?.map((f, i) => toFieldedKeyword(f, `query.fieldedKeywords[${i}]`)),
    filters: input.filters?.map(toFilter),
    facetRequests: input.facetRequests?.map((r, i) => toFacetRequest(r, `query.facetRequests[${i}]`)),
    tags: input.tags?.map(toTag),
    lastUpdated: input.lastUpdated ? LAST_UPDATED[input.lastUpdated] : undefined,
    dateSpan: input.dateSpan ? toDateSpan(input.dateSpan) : undefined,
    sortOrder: input.sortOrder ?? undefined,
    offset,
    maxCount,
    after,
    ocr: input.ocr ?? undefined,
    strictMode: input.strictMode ?? undefined,
    highlight: input.highlight ?? undefined,
  });
  const problem = searchInputProblemAt(query);
  if (problem) throw badUserInput(problem.message, { argument: `query.${problem.argument}` });
  return query;
}

function toFieldedKeyword(input: FieldedKeywordInput, argument: string): FieldedKeyword {
  atLeast(input.yearRange, 0, `${argument}.yearRange`);
  return compact({
    type: input.type,
    texts: input.texts,
    exclude: input.exclude ?? undefined,
    strict: input.strict ?? undefined,
    match: input.match ?? undefined,
    yearRange: input.yearRange ?? undefined,
  });
}

function toFilter(input: SearchFilterInput): SearchFilter {
  return compact({
    type: input.type,
    values: input.values.map(({ value, label }) => compact({ value, label: label ?? undefined })),
    exclude: input.exclude ?? undefined,
    strict: input.strict ?? undefined,
    filterType: input.filterType ?? undefined,
  });
}

function toTag(input: TagFilterInput): TagQuery {
  return compact({
    name: input.name,
    exclude: input.exclude ?? undefined,
    privateTagUserId: input.privateTagUserId ?? undefined,
  });
}

/** A reversed range is swapped rather than refused (content §5: a date range must ascend). */
function toDateSpan({ from, to }: DateSpanInput): SearchQuery['dateSpan'] {
  const [low, high] = from != null && to != null && from > to ? [to, from] : [from, to];
  return compact({ from: low ?? undefined, to: high ?? undefined });
}

/** A search without any words, filters or windows: the same for everybody, so it may be cached (content §7.4). */
export function isEmptySearch(query: SearchQuery): boolean {
  return (
    !query.keywords?.trim() &&
    !query.fieldedKeywords?.length &&
    !query.filters?.length &&
    !query.tags?.length &&
    !query.lastUpdated &&
    query.dateSpan?.from == null &&
    query.dateSpan?.to == null
  );
}
