import type { QueryResolvers } from '../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  // Sign-in and server-side sessions are a later issue (ARCHITECTURE.md "Auth"); until then every caller
  // is an anonymous visitor without an institution.
  session: () => ({ user: null, institution: null, verificationRequired: false }),
};
