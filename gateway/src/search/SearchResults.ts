import type { SearchHit as SearchHitDto } from '@muster/contract';
import type { SearchResultsResolvers } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { isNodeType } from '../common/load-node';
import { settleHitViews } from './hit-view';
import type { SearchPage } from './search-results';

/**
 * A hit must have a Node to stand for (its `doc` is non-null). Kinds the schema has no type for yet, and
 * objects gone or hidden from this caller, are dropped; the content object lookup that gives every hit its
 * title tells which, in the same batched call. `edges`, `nodes` and `hits` share one settling per page.
 */
const shown = new WeakMap<SearchPage, Promise<SearchHitDto[]>>();
function shownHits(results: SearchPage, context: GatewayContext): Promise<SearchHitDto[]> {
  let hits = shown.get(results);
  if (!hits) shown.set(results, (hits = settle(results, context)));
  return hits;
}

async function settle(results: SearchPage, context: GatewayContext): Promise<SearchHitDto[]> {
  const hits = results.hits.filter((hit) => isNodeType(hit.doc.contentType));
  // Hits that came with their content inline (searchWithContent primed the loader with it) need no
  // loader round per hit; otherwise one batched load.
  const objects = hits.every((hit) => hit.content !== undefined)
    ? hits.map((hit) => hit.content ?? null)
    : await Promise.all(hits.map((hit) => context.backends.content.contentObject(hit.doc)));
  await settleHitViews(hits, objects, context);
  return hits.filter((_, i) => objects[i] != null);
}

export const SearchResults: SearchResultsResolvers = {
  edges: async (results, _, context) =>
    (await shownHits(results, context)).map((hit) => ({ cursor: hit.cursor, node: hit })),
  nodes: (results, _, context) => shownHits(results, context),
  hits: (results, _, context) => shownHits(results, context),
  totalCount: (results) => results.total,
  // The page's cursors are its first and last hits' (also when one of them is dropped as hidden), so a walk
  // neither skips nor repeats a hit; unlike the deprecated endCursor, pageInfo's is set on the last page too.
  pageInfo: (results) => ({
    hasNextPage: results.hasNextPage,
    hasPreviousPage: results.hasPreviousPage,
    startCursor: results.hits[0]?.cursor ?? null,
    endCursor: results.hits.at(-1)?.cursor ?? null,
  }),
};
