import type { QueryResolvers } from '../__generated__/resolvers-types';
import { TTL } from '../cache';
import { cachePublicly } from '../common/cache-hint';

// Publications read the same for every caller, so whole responses made of them may be cached (content §7.4).
export const Query: QueryResolvers = {
  publication: (_, { id }, { backends }, info) => {
    cachePublicly(info, TTL.publications / 1000);
    return backends.publication.publication(id);
  },
  publications: (_, __, { backends }, info) => {
    cachePublicly(info, TTL.publications / 1000);
    return backends.publication.publications();
  },
};
