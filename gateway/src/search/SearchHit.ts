import { MatchKind, type SearchHitResolvers } from '../__generated__/resolvers-types';
import { loadNodeFor } from '../common/load-node';
import { formatNodeId } from '../node-id';
import type { SearchHit as SearchHitDto } from '../../../services/src/contract';
import type { GatewayContext } from '../context';
import { type Guarded, denialOf, publicationGuard } from '../common/access';
import { isPreviewMatch } from '../../../services/src/search/preview-match';

/** A hit carries its publication's permissions; hits outside publications (regiments, battles, memorials) are public. */
async function guardOf(hit: SearchHitDto, context: GatewayContext): Promise<Guarded> {
  const publicationId = (await context.backends.content.contentObject(hit.doc))?.publicationId;
  return publicationId == null ? { accessLevel: 'PUBLIC' } : publicationGuard(publicationId, context);
}

/** Whether the caller may VIEW the hit's object: a denied hit keeps its preview but shows none of its text. */
const viewable = async (hit: SearchHitDto, context: GatewayContext) => !(await denialOf(await guardOf(hit, context), 'VIEW', context));

const MATCH_KINDS = new Set<string>(Object.values(MatchKind));

export const SearchHit: SearchHitResolvers = {
  doc: async (hit, _, context, info) => {
    const node = await loadNodeFor(hit.doc, context, info);
    if (!node) throw new Error(`Search hit ${formatNodeId(hit.doc.contentType, hit.doc.objectId)} has no object`);
    return node;
  },
  title: async (hit, _, { backends }) => (await backends.content.contentObject(hit.doc))?.title ?? '',
  access: async (hit, { action }, context) => denialOf(await guardOf(hit, context), action ?? 'VIEW', context),
  highlights: async (hit, _, context) => ((await viewable(hit, context)) ? hit.highlights ?? [] : []),
  matches: async (hit, _, context) => {
    const matches = (await viewable(hit, context)) ? hit.matches ?? [] : (hit.matches ?? []).filter(isPreviewMatch);
    // A kind the schema does not know yet is left out rather than failing the whole hit.
    return matches.filter((match) => MATCH_KINDS.has(match.kind)).map((match) => ({ ...match, kind: match.kind as MatchKind }));
  },
  thumbnail: async (hit, _, { backends }) => (await backends.content.contentObject(hit.doc))?.thumbnail ?? null,
  publication: async (hit, _, { backends }) => {
    const publicationId = (await backends.content.contentObject(hit.doc))?.publicationId;
    return publicationId == null ? null : backends.publication.publication(publicationId);
  },
};
