import type { QueryResolvers } from '../__generated__/resolvers-types';
import { requireMember } from '../gallery/member-only';
import { requireRole } from '../staff/staff-access';
import { namedApps } from './connected-app';

export const Query: QueryResolvers = {
  oauthApps: (_, __, { identity, oauthApps }) => {
    requireRole(identity);
    return [...(oauthApps ?? [])];
  },
  connectedApps: async (_, __, { identity, backends, oauthApps }) => {
    requireMember(identity);
    return namedApps(await backends.connectedApps.list(), oauthApps);
  },
};
