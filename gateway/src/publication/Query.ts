import type { QueryResolvers } from '../__generated__/resolvers-types';
import { TTL } from '../cache';
import { cachePublicly } from '../common/cache-hint';
import { idArgument } from '../common/id-argument';

// Publications read the same for every caller, so whole responses made of them may be cached (content §7.4).
export const Query: QueryResolvers = {
  publication: (_, args, { backends }, info) => {
    const id = idArgument(args, 'PUBLICATION');
    cachePublicly(info, TTL.publications / 1000);
    return backends.publication.publication(id);
  },
  publications: (_, __, { backends }, info) => {
    cachePublicly(info, TTL.publications / 1000);
    return backends.publication.publications();
  },
};
