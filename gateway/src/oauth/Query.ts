import type { QueryResolvers } from '../__generated__/resolvers-types';
import { requireRole } from '../staff/staff-access';

export const Query: QueryResolvers = {
  oauthApps: (_, __, { identity, oauthApps }) => {
    requireRole(identity);
    return [...(oauthApps ?? [])];
  },
};
