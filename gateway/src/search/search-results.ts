import type { SearchResults as SearchResultsDto } from '@muster/contract';
import type { ResolversTypes } from '../__generated__/resolvers-types';

/**
 * The schema's results from the service's. The service's `endCursor` is null on the last page; a service
 * that sends none at all (before cursors existed) is paged by counting instead.
 */
export function toSearchResults(results: SearchResultsDto, offset = 0): ResolversTypes['SearchResults'] {
  const endCursor = results.endCursor ?? null;
  const hasNextPage =
    results.endCursor === undefined ? offset + results.hits.length < results.total : endCursor !== null;
  return { ...results, endCursor, hasNextPage };
}
