import type { QueryResolvers } from '../__generated__/resolvers-types';
import { parseNodeId } from '../node-id';
import { unlessDenied } from './denied-node';
import { loadNode } from './load-node';

export const Query: QueryResolvers = {
  node: async (_, { id }, context) => {
    const ref = parseNodeId(id);
    return unlessDenied(ref, await loadNode(ref, context), context);
  },
};
