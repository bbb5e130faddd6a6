import type { NodeResolvers } from '../__generated__/resolvers-types';

type NodeTypeName =
  | 'DeniedObject'
  | 'TitleCollection'
  | 'Partner'
  | 'Battle'
  | 'Company'
  | 'File'
  | 'Image'
  | 'IndexRecord'
  | 'Memorial'
  | 'Publication'
  | 'Regiment'
  | 'SubImage';

/**
 * The DTOs carry no type tag, so each is known by its own id field. Order matters: an index record also
 * has an imageId, a company a regimentId, an image and a file a publicationId.
 */
const ID_FIELDS: [string, NodeTypeName][] = [
  ['collectionId', 'TitleCollection'],
  ['partnerId', 'Partner'],
  ['subImageId', 'SubImage'],
  ['fileId', 'File'],
  ['recordId', 'IndexRecord'],
  ['memorialId', 'Memorial'],
  ['battleId', 'Battle'],
  ['companyId', 'Company'],
  ['regimentId', 'Regiment'],
  ['imageId', 'Image'],
  ['publicationId', 'Publication'],
];

export const Node: NodeResolvers = {
  // Nothing answers a DeniedObject any more (node answers a denied object as its own type); a service DTO may
  // carry a `denial` block of its own but stays its type.
  __resolveType: (dto) => ID_FIELDS.find(([field]) => field in dto)?.[1] ?? null,
};
