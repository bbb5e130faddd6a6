import { GraphQLError } from 'graphql';
import { MAX_COUNT, PAGE_SIZE, type SearchQuery } from '../../../services/src/contract';
import type { SearchQueryInput } from '../__generated__/resolvers-types';

/** Strips GraphQL's explicit nulls so the service sees absent fields, as its JSON schemas expect. */
function withoutNulls<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value, (_key, v) => (v === null ? undefined : v)));
}

/**
 * The service query from the GraphQL input. Paging beyond the spec's maximum fails with TOO_LARGE
 * before any request is made (content §5, §8).
 */
export function toSearchQuery(input: SearchQueryInput): SearchQuery {
  const query = withoutNulls(input) as SearchQuery;
  const offset = query.offset ?? 0;
  const maxCount = query.maxCount ?? PAGE_SIZE;
  if (offset < 0 || maxCount < 0) {
    throw new GraphQLError('offset and maxCount may not be negative', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  if (offset + maxCount > MAX_COUNT) {
    throw new GraphQLError(`offset + maxCount may not exceed ${MAX_COUNT}`, { extensions: { code: 'TOO_LARGE', maximum: MAX_COUNT } });
  }
  return { ...query, offset, maxCount };
}

/** A search without any words or filters: the same for everybody, so it is cached (content §7.4). */
export function isEmptySearch(query: SearchQuery): boolean {
  return !query.keywords?.trim() && !query.fieldedKeywords?.length && !query.filters?.length;
}
