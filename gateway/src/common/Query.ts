import type { QueryResolvers } from '../__generated__/resolvers-types';
import { parseNodeId } from '../node-id';
import { badUserInput } from './input-error';
import { loadVisibleNode } from './load-node';

/** Most ids one `nodes` call takes, as GitHub's API allows. */
export const MAX_NODES = 100;

export const Query: QueryResolvers = {
  node: (_, { id }, context) => loadVisibleNode(parseNodeId(id), context),
  // Every id is read before any is loaded, so a malformed one fails the field rather than answering half a list.
  // The loaders batch the rest: 100 records are one service call, as 100 hits of a search page are.
  nodes: (_, { ids }, context) => {
    if (ids.length > MAX_NODES) throw badUserInput(`ids may hold at most ${MAX_NODES} ids (got ${ids.length})`);
    const refs = ids.map(parseNodeId);
    return Promise.all(refs.map((ref) => loadVisibleNode(ref, context)));
  },
};
