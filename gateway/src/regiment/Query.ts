import type { QueryResolvers } from '../__generated__/resolvers-types';
import { idArgument } from '../common/id-argument';

export const Query: QueryResolvers = {
  regiment: (_, args, { backends }) => backends.regiment.regiment(idArgument(args, 'REGIMENT')),
  // Regiments, batteries and squadrons are the military units with ids of their own (docs/decisions/regiments.md).
  militaryUnit: (_, args, { backends }) => backends.regiment.regiment(idArgument(args, 'MILITARY_UNIT', 'REGIMENT')),
  company: (_, args, { backends }) => backends.regiment.company(idArgument(args, 'COMPANY')),
};
