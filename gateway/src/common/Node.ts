import type { NodeResolvers } from '../__generated__/resolvers-types';

type NodeTypeName =
  | 'DeniedObject'
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
  // A DeniedObject is tagged by load-node (a service DTO may carry a `denial` block of its own but stays its type).
  __resolveType: (dto) =>
    ('__typename' in dto && dto.__typename === 'DeniedObject' ? 'DeniedObject' : null) ??
    ID_FIELDS.find(([field]) => field in dto)?.[1] ??
    null,
};
