import { MatchKind, type SearchHitResolvers } from '../__generated__/resolvers-types';
import { type NodeDto, loadNodeFor } from '../common/load-node';
import { formatNodeId } from '../node-id';
import type { SearchHit as SearchHitDto } from '@muster/contract';
import type { GatewayContext } from '../context';
import { type Guarded, denialOf, publicationGuard } from '../common/access';
import { isPreviewMatch } from '@muster/contract/rules';
import { hitView } from './hit-view';

/** A hit carries its publication's permissions; hits outside publications (regiments, battles, memorials) are public. */
async function guardOf(hit: SearchHitDto, context: GatewayContext): Promise<Guarded> {
  const publicationId = (await context.backends.content.contentObject(hit.doc))?.publicationId;
  return publicationId == null ? { accessLevel: 'PUBLIC' } : publicationGuard(publicationId, context);
}

/** Whether the caller may VIEW the hit's object: a denied hit keeps its preview but shows none of its text. */
const viewable = async (hit: SearchHitDto, context: GatewayContext) =>
  !(await denialOf(await guardOf(hit, context), 'VIEW', context));

const MATCH_KINDS = new Set<string>(Object.values(MatchKind));

// Hits of a results page have their view settled (hit-view.ts) and answer synchronously; a hit reached
// any other way takes the field-by-field path below.
const matchesOf = (hit: SearchHitDto, viewable: boolean) => {
  const matches = viewable ? (hit.matches ?? []) : (hit.matches ?? []).filter(isPreviewMatch);
  // A kind the schema does not know yet is left out rather than failing the whole hit.
  return matches
    .filter((match) => MATCH_KINDS.has(match.kind))
    .map((match) => ({ ...match, kind: match.kind as MatchKind }));
};

export const SearchHit: SearchHitResolvers = {
  doc: (hit, _, context, info) => {
    const found = (node: NodeDto | null) => {
      if (!node) throw new Error(`Search hit ${formatNodeId(hit.doc.contentType, hit.doc.objectId)} has no object`);
      return node;
    };
    const node = loadNodeFor(hit.doc, context, info);
    return node instanceof Promise ? node.then(found) : found(node);
  },
  title: (hit, _, { backends }) => {
    const view = hitView(hit);
    return view
      ? (view.content.title ?? '')
      : backends.content.contentObject(hit.doc).then((content) => content?.title ?? '');
  },
  access: async (hit, { action }, context) => {
    const view = hitView(hit);
    if (view && (action ?? 'VIEW') === 'VIEW') return view.viewDenial;
    return denialOf(await guardOf(hit, context), action ?? 'VIEW', context);
  },
  highlights: (hit, _, context) => {
    const view = hitView(hit);
    if (view) return view.viewDenial ? [] : (hit.highlights ?? []);
    return viewable(hit, context).then((ok) => (ok ? (hit.highlights ?? []) : []));
  },
  matches: (hit, _, context) => {
    const view = hitView(hit);
    return view ? matchesOf(hit, !view.viewDenial) : viewable(hit, context).then((ok) => matchesOf(hit, ok));
  },
  thumbnail: (hit, _, { backends }) => {
    const view = hitView(hit);
    return view
      ? (view.content.thumbnail ?? null)
      : backends.content.contentObject(hit.doc).then((content) => content?.thumbnail ?? null);
  },
  publication: async (hit, _, { backends }) => {
    const view = hitView(hit);
    if (view) return view.publication;
    const publicationId = (await backends.content.contentObject(hit.doc))?.publicationId;
    return publicationId == null ? null : backends.publication.publication(publicationId);
  },
};
