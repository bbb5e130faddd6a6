import type { QueryResolvers } from '../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  memorial: (_, { id }, { backends }) => backends.memorial.memorial(id),
};
