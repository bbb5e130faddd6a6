import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import { payloadOf } from '../errors/user-errors';
import { notFound } from '../staff/staff-access';
import { keyIdOf, requireKeyStaff } from './api-key-access';

export const Mutation: MutationResolvers = {
  createApiKey: async (_, { input }, { identity, backends }) => {
    requireKeyStaff(identity);
    return payloadOf('createdApiKey', async () => {
      const created = await backends.apiKey.create({
        ownerId: input.ownerId,
        name: input.name,
        scopes: input.scopes ?? [],
        origins: input.origins ?? [],
        expiresAt: input.expiresAt ?? undefined,
      });
      // The owner is a number typed into the admin form: an unknown one is that field's error.
      if (!created)
        throw new GraphQLError(`No member with id ${input.ownerId}`, {
          extensions: { code: 'BAD_USER_INPUT', field: 'ownerId' },
        });
      return created;
    });
  },
  revokeApiKey: async (_, { id }, { identity, backends }) => {
    requireKeyStaff(identity);
    const key = await backends.apiKey.revoke(keyIdOf(id));
    if (!key) throw notFound(`No API key with id ${id}`);
    return key;
  },
};
