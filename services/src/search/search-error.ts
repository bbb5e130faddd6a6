/** A query the service refuses; code TOO_LARGE is the spec's paging limit, BAD_QUERY anything else. */
export class SearchError extends Error {
  constructor(readonly code: 'TOO_LARGE' | 'BAD_QUERY', message: string) {
    super(message);
  }
}
