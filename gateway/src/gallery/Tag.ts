import type { TagResolvers } from '../__generated__/resolvers-types';

export const Tag: TagResolvers = {
  mine: (tag, _, { identity }) => tag.userId === identity.userId,
};
