import type { QueryResolvers } from '../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  regiment: (_, { id }, { backends }) => backends.regiment.regiment(id),
  // Regiments, batteries and squadrons are the military units with ids of their own (docs/decisions/regiments.md).
  militaryUnit: (_, { id }, { backends }) => backends.regiment.regiment(id),
  company: (_, { id }, { backends }) => backends.regiment.company(id),
};
