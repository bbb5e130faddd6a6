import type { QueryResolvers } from '../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  battle: (_, { id }, { backends }) => backends.regiment.battle(id),
};
