import type { QueryResolvers } from '../__generated__/resolvers-types';
import { parseNodeId } from '../node-id';
import { loadNode } from './load-node';

export const Query: QueryResolvers = {
  node: (_, { id }, context) => loadNode(parseNodeId(id), context),
};
