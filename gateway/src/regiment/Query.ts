import type { QueryResolvers } from '../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  regiment: (_, { id }, { backends }) => backends.regiment.regiment(id),
  company: (_, { id }, { backends }) => backends.regiment.company(id),
};
