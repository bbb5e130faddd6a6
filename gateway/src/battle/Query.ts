import type { QueryResolvers } from '../__generated__/resolvers-types';
import { idArgument } from '../common/id-argument';

export const Query: QueryResolvers = {
  battle: (_, args, { backends }) => backends.regiment.battle(idArgument(args, 'BATTLE')),
};
