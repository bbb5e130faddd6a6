import type { QueryResolvers } from '../__generated__/resolvers-types';
import type { HonorWallDto } from '@muster/contract';
import { offsetConnection, positionOf } from '../common/connection';
import { asHonorImage, asPartner, asTitleCollection } from './resolver-parents';

export const Query: QueryResolvers = {
  siteCounts: (_, __, { backends }) => backends.collection.counts(),
  titleCollections: async (_, { kind }, { backends }) =>
    (await backends.collection.collectionList(kind ?? undefined)).map(asTitleCollection),
  titleCollection: async (_, { slug }, { backends }) => {
    const found = await backends.collection.collection(slug);
    return found && asTitleCollection(found);
  },
  partners: async (_, __, { backends }) => (await backends.collection.partnerList()).map(asPartner),
  partner: async (_, { slug }, { backends }) => {
    const found = await backends.collection.partner(slug);
    return found && asPartner(found);
  },
  // The wars and their counts come with every page; the last one fetched answers `conflicts`.
  honorWall: async (_, { conflict, q, limit, ...args }, { backends }) => {
    let conflicts: HonorWallDto['conflicts'] = [];
    const page = await offsetConnection('honorWall', { ...args, first: args.first ?? limit }, 48, async (window) => {
      const wall = await backends.collection.honorWall({
        conflict: conflict || undefined,
        q: q?.trim() || undefined,
        ...window,
      });
      conflicts = wall.conflicts;
      return { items: wall.items.map(asHonorImage), total: wall.total };
    });
    const start = page.pageInfo.startCursor;
    const offset = start ? positionOf('honorWall', start, 'after') : (args.offset ?? 0);
    return { ...page, conflicts, total: page.totalCount, images: page.nodes, offset, limit: args.first ?? limit ?? 48 };
  },
};
