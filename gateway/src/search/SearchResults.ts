import type { SearchResultsResolvers } from '../__generated__/resolvers-types';
import { isNodeType } from '../common/load-node';

export const SearchResults: SearchResultsResolvers = {
  // A hit must have a Node to stand for (its `doc` is non-null). Kinds the schema has no type for yet, and
  // objects gone or hidden from this caller, are dropped; the content object lookup that gives every hit
  // its title tells which, in the same batched call.
  hits: async (results, _, { backends }) => {
    const hits = results.hits.filter((hit) => isNodeType(hit.doc.contentType));
    const objects = await Promise.all(hits.map((hit) => backends.content.contentObject(hit.doc)));
    return hits.filter((_, i) => objects[i] != null);
  },
};
