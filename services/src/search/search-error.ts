/**
 * A query the service refuses, answered with its code: TOO_LARGE (a page or offset past the limits, content §5),
 * BAD_USER_INPUT (anything the caller can fix; the message names the part), CURSOR_EXPIRED (a cursor made before the
 * index was last rebuilt: start the walk again), all 400; SEARCH_TIMEOUT (503) when the
 * database stopped a statement at the search's time limit.
 */
export class SearchError extends Error {
  constructor(
    readonly code: 'TOO_LARGE' | 'BAD_USER_INPUT' | 'CURSOR_EXPIRED' | 'SEARCH_TIMEOUT',
    message: string,
    /** The part of the query at fault in the service's terms (`filters[0]`, `after`), for the caller's argument path. */
    readonly argument?: string,
  ) {
    super(message);
  }

  /** Runs `plan` and files any refusal without a part of its own under `argument` (the item of a list). */
  static within<T>(argument: string, plan: () => T): T {
    try {
      return plan();
    } catch (error) {
      if (error instanceof SearchError && !error.argument) throw new SearchError(error.code, error.message, argument);
      throw error;
    }
  }

  get statusCode(): number {
    return this.code === 'SEARCH_TIMEOUT' ? 503 : 400;
  }
}
