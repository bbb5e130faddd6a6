import type { SearchHitResolvers } from '../__generated__/resolvers-types';
import { loadNodeFor } from '../common/load-node';
import { formatNodeId } from '../node-id';

export const SearchHit: SearchHitResolvers = {
  doc: async (hit, _, context, info) => {
    const node = await loadNodeFor(hit.doc, context, info);
    if (!node) throw new Error(`Search hit ${formatNodeId(hit.doc.contentType, hit.doc.objectId)} has no object`);
    return node;
  },
  title: async (hit, _, { backends }) => (await backends.content.contentObject(hit.doc))?.title ?? '',
  thumbnail: async (hit, _, { backends }) => (await backends.content.contentObject(hit.doc))?.thumbnail ?? null,
  publication: async (hit, _, { backends }) => {
    const publicationId = (await backends.content.contentObject(hit.doc))?.publicationId;
    return publicationId == null ? null : backends.publication.publication(publicationId);
  },
};
