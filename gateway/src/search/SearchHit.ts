import { MatchKind, type SearchHitResolvers } from '../__generated__/resolvers-types';
import { loadNodeFor } from '../common/load-node';
import { formatNodeId } from '../node-id';

const MATCH_KINDS = new Set<string>(Object.values(MatchKind));

export const SearchHit: SearchHitResolvers = {
  doc: async (hit, _, context, info) => {
    const node = await loadNodeFor(hit.doc, context, info);
    if (!node) throw new Error(`Search hit ${formatNodeId(hit.doc.contentType, hit.doc.objectId)} has no object`);
    return node;
  },
  title: async (hit, _, { backends }) => (await backends.content.contentObject(hit.doc))?.title ?? '',
  // A kind the schema does not know yet is left out rather than failing the whole hit.
  matches: (hit) => (hit.matches ?? []).filter((match) => MATCH_KINDS.has(match.kind)).map((match) => ({ ...match, kind: match.kind as MatchKind })),
  thumbnail: async (hit, _, { backends }) => (await backends.content.contentObject(hit.doc))?.thumbnail ?? null,
  publication: async (hit, _, { backends }) => {
    const publicationId = (await backends.content.contentObject(hit.doc))?.publicationId;
    return publicationId == null ? null : backends.publication.publication(publicationId);
  },
};
