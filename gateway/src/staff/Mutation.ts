import type { MutationResolvers } from '../__generated__/resolvers-types';
import { notFound, requireRole } from './staff-access';

const impersonationPath = (token: string) => `/admin/impersonate/${encodeURIComponent(token)}`;

export const Mutation: MutationResolvers = {
  updateRoles: async (_, { userId, roles }, { identity, backends }) => {
    requireRole(identity);
    const user = await backends.staff.updateRoles(userId, roles);
    if (!user) throw notFound(`No member with id ${userId}`);
    return user.roles;
  },
  createImpersonationLink: async (_, { userId }, { identity, backends, sender }) => {
    requireRole(identity);
    const link = await backends.staff.createImpersonationLink(userId, sender?.ipAddress ?? undefined);
    if (!link) throw notFound(`No member with id ${userId}`);
    return { url: impersonationPath(link.token), expiresAt: link.expiresAt };
  },
  removeExternalLink: async (_, { userId }, { identity, backends, sender }) => {
    requireRole(identity);
    const user = await backends.staff.removeExternalLink(userId, sender?.ipAddress ?? undefined);
    if (!user) throw notFound(`Member ${userId} has no external account linked`);
    return user;
  },
  deleteTag: async (_, { name }, { identity, backends, sender }) => {
    requireRole(identity);
    const result = await backends.staff.deleteTag(name, sender?.ipAddress ?? undefined);
    if (!result) throw notFound(`No tag named ${name}`);
    return result;
  },
};
