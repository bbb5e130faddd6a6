import type { GraphQLResolveInfo } from 'graphql';
import type { ContentType, MemorialDto, ObjectReference } from '@muster/contract';
import type { GatewayContext } from '../context';
import type { ResolversTypes } from '../__generated__/resolvers-types';
import { requestedFields } from './requested-fields';
import { memorialVisible } from './access';

export type NodeDto = ResolversTypes['Node'];

/** The schema type of each content type that is a Node, with the id field its DTO carries. */
const NODE_TYPES: Partial<Record<ContentType, { typeName: string; idField: string }>> = {
  IMAGE: { typeName: 'Image', idField: 'imageId' },
  SUB_IMAGE: { typeName: 'SubImage', idField: 'subImageId' },
  FILE: { typeName: 'File', idField: 'fileId' },
  INDEX_RECORD: { typeName: 'IndexRecord', idField: 'recordId' },
  PUBLICATION: { typeName: 'Publication', idField: 'publicationId' },
  STORY_PAGE: { typeName: 'Memorial', idField: 'memorialId' },
  REGIMENT: { typeName: 'Regiment', idField: 'regimentId' },
  COMPANY: { typeName: 'Company', idField: 'companyId' },
  BATTLE: { typeName: 'Battle', idField: 'battleId' },
  TITLE_COLLECTION: { typeName: 'TitleCollection', idField: 'collectionId' },
  PARTNER: { typeName: 'Partner', idField: 'partnerId' },
};

export function isNodeType(contentType: ContentType): boolean {
  return contentType in NODE_TYPES;
}

/** Loads the object behind a content reference through the loader of its service; null for types without a Node. */
export async function loadNode(
  { contentType, objectId }: ObjectReference,
  { backends }: GatewayContext,
): Promise<NodeDto | null> {
  switch (contentType) {
    case 'IMAGE':
      return backends.document.image(objectId);
    case 'SUB_IMAGE':
      return backends.document.subImage(objectId);
    case 'FILE':
      return backends.document.file(objectId);
    case 'INDEX_RECORD':
      return backends.indexRecord.record(objectId);
    case 'PUBLICATION':
      return backends.publication.publication(objectId);
    case 'STORY_PAGE':
      return backends.memorial.memorial(objectId);
    case 'REGIMENT':
    case 'MILITARY_UNIT':
      return backends.regiment.regiment(objectId);
    case 'COMPANY':
      return backends.regiment.company(objectId);
    case 'BATTLE':
      return backends.regiment.battle(objectId);
    case 'TITLE_COLLECTION':
      return backends.collection.collectionById(objectId);
    case 'PARTNER':
      return backends.collection.partnerById(objectId);
    default:
      return null;
  }
}

/**
 * What `node` answers: the object as its own type whatever the caller may see (its protected fields answer null
 * and `access` says why), so one id is one type in every client cache; null when it does not exist. A private
 * memorial exists only for its owner and administrators, as `memorial(id)` has it.
 */
export async function loadVisibleNode(ref: ObjectReference, context: GatewayContext): Promise<NodeDto | null> {
  const node = await loadNode(ref, context);
  if (node && ref.contentType === 'STORY_PAGE' && !memorialVisible(node as MemorialDto, context)) return null;
  return node;
}

const ID_ONLY = new Set(['id', '__typename']);

/**
 * Like loadNode, for a reference already known to exist (a search hit): when the query asks nothing of
 * this type beyond `id`, the reference alone answers it and no service is called. A search page listing
 * memorials, battles and records by id then costs no call per kind.
 */
export function loadNodeFor(
  ref: ObjectReference,
  context: GatewayContext,
  info: GraphQLResolveInfo,
): NodeDto | null | Promise<NodeDto | null> {
  const type = NODE_TYPES[ref.contentType];
  if (!type) return null;
  const wanted = requestedFields(info, type.typeName);
  // The stub has only the id field; it is enough for Node.__resolveType and the type's `id` resolver.
  if ([...wanted].every((field) => ID_ONLY.has(field))) return { [type.idField]: ref.objectId } as unknown as NodeDto;
  return loadNode(ref, context);
}
