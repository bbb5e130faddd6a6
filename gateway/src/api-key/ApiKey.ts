import type { ApiKeyResolvers, ApiKeyScopeResolvers } from '../__generated__/resolvers-types';

export const ApiKey: ApiKeyResolvers = {
  id: (key) => String(key.id),
  live: (key) => key.revokedAt === null && Date.parse(key.expiresAt) > Date.now(),
};

// The schema's names for the services' scope words (codegen.yml `enumValues`).
export const ApiKeyScope: ApiKeyScopeResolvers = { READ: 'read', WRITE: 'write', FREEFORM: 'freeform' };
