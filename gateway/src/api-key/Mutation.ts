import type { MutationResolvers } from '../__generated__/resolvers-types';
import { notFound } from '../staff/staff-access';
import { keyIdOf, requireKeyStaff } from './api-key-access';

export const Mutation: MutationResolvers = {
  createApiKey: async (_, { input }, { identity, backends }) => {
    requireKeyStaff(identity);
    const created = await backends.apiKey.create({
      ownerId: input.ownerId,
      name: input.name,
      scopes: input.scopes ?? [],
      origins: input.origins ?? [],
      expiresAt: input.expiresAt ?? undefined,
    });
    if (!created) throw notFound(`No member with id ${input.ownerId}`);
    return created;
  },
  revokeApiKey: async (_, { id }, { identity, backends }) => {
    requireKeyStaff(identity);
    const key = await backends.apiKey.revoke(keyIdOf(id));
    if (!key) throw notFound(`No API key with id ${id}`);
    return key;
  },
};
