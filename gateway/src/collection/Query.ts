import type { QueryResolvers } from '../__generated__/resolvers-types';
import { asHonorImage, asPartner, asTitleCollection } from './sources';

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
  honorWall: async (_, { conflict, q, offset, limit }, { backends }) => {
    const wall = await backends.collection.honorWall({
      conflict: conflict || undefined,
      q: q?.trim() || undefined,
      offset: offset ?? 0,
      limit: limit ?? 48,
    });
    return { ...wall, images: wall.items.map(asHonorImage) };
  },
};
