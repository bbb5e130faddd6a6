import type { QueryResolvers } from '../__generated__/resolvers-types';
import { PAGE_MAX, arrayConnection } from '../common/connection';
import { requireRole } from './staff-access';

export const Query: QueryResolvers = {
  staff: async (_, __, { identity, backends }) => {
    if (identity.userId === null || identity.roles.length === 0) return null;
    const { roles, abilities } = await backends.staff.abilities();
    const knownRoles = abilities.includes('roles') ? await backends.staff.listRoles() : [];
    return { roles, abilities, knownRoles };
  },
  staffUsers: (_, { search }, { identity, backends }) => {
    requireRole(identity);
    return backends.staff.users(search);
  },
  tagNames: async (_, args, { identity, backends }) => {
    requireRole(identity);
    return arrayConnection('tagNames', await backends.staff.tagNames(), args, PAGE_MAX);
  },
};
