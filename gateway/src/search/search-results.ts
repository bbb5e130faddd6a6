import type { SearchResults as SearchResultsDto } from '@muster/contract';

/** The service's results with where the page stands: what `SearchResults` resolves from. */
export interface SearchPage extends Omit<SearchResultsDto, 'endCursor'> {
  /** The service's cursor after this page, null on the last page (the deprecated `SearchResults.endCursor`). */
  endCursor: string | null;
  hasNextPage: boolean;
  /** Whether hits come before this page: it started at an offset or after a cursor. */
  hasPreviousPage: boolean;
}

/**
 * The schema's results from the service's. The service's `endCursor` is null on the last page; a service
 * that sends none at all (before cursors existed) is paged by counting instead.
 */
export function toSearchResults(results: SearchResultsDto, offset = 0, after?: string): SearchPage {
  const endCursor = results.endCursor ?? null;
  const hasNextPage =
    results.endCursor === undefined ? offset + results.hits.length < results.total : endCursor !== null;
  return { ...results, endCursor, hasNextPage, hasPreviousPage: offset > 0 || after !== undefined };
}
