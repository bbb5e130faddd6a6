import type { QueryResolvers } from '../__generated__/resolvers-types';
import { memorialVisible } from '../common/access';

export const Query: QueryResolvers = {
  memorial: async (_, { id }, context) => {
    const memorial = await context.backends.memorial.memorial(id);
    return memorial && memorialVisible(memorial, context) ? memorial : null;
  },
};
