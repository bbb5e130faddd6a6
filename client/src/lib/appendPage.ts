/** What a page of a connection carries for "Show more": its items and where it stands. */
export interface NodesPage<T> {
  nodes: readonly T[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/**
 * The page on screen followed by the next one (for fetchMore's updateQuery): the items of both, the rest
 * (pageInfo, totalCount) of the newer one, so "Show more" hides itself at the end.
 */
export function appendPage<P extends NodesPage<unknown>>(shown: P, next: P): P {
  return { ...next, nodes: [...shown.nodes, ...next.nodes] };
}
