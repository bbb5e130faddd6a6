import type { SearchResultsResolvers } from '../__generated__/resolvers-types';
import { isNodeType } from '../common/load-node';
import { settleHitViews } from './hit-view';

export const SearchResults: SearchResultsResolvers = {
  // A hit must have a Node to stand for (its `doc` is non-null). Kinds the schema has no type for yet, and
  // objects gone or hidden from this caller, are dropped; the content object lookup that gives every hit
  // its title tells which, in the same batched call.
  hits: async (results, _, context) => {
    const hits = results.hits.filter((hit) => isNodeType(hit.doc.contentType));
    // Hits that came with their content inline (searchWithContent primed the loader with it) need no
    // loader round per hit; otherwise one batched load.
    const objects = hits.every((hit) => hit.content !== undefined)
      ? hits.map((hit) => hit.content ?? null)
      : await Promise.all(hits.map((hit) => context.backends.content.contentObject(hit.doc)));
    await settleHitViews(hits, objects, context);
    return hits.filter((_, i) => objects[i] != null);
  },
};
