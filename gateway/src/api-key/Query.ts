import type { QueryResolvers } from '../__generated__/resolvers-types';
import { requireKeyStaff } from './api-key-access';

export const Query: QueryResolvers = {
  apiKeys: (_, { ownerId, includeRevoked }, { identity, backends }) => {
    requireKeyStaff(identity);
    return backends.apiKey.list({ ownerId: ownerId ?? undefined, includeRevoked: includeRevoked ?? false });
  },
};
