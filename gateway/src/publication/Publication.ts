import type { AccessLevel, PublicationResolvers } from '../__generated__/resolvers-types';
import { TTL } from '../cache';
import { cachePublicly } from '../common/cache-hint';
import { formatNodeId } from '../node-id';
import { thumbnailOf } from '../common/thumbnail';

export const Publication: PublicationResolvers = {
  id: (p) => formatNodeId('PUBLICATION', p.publicationId),
  accessLevel: (p) => p.configuredAccessLevel as AccessLevel,
  thumbnail: (p, size, context, info) => {
    cachePublicly(info, TTL.publications / 1000);
    return thumbnailOf('PUBLICATION', p.publicationId, size, context);
  },
};
