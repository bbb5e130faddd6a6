import type { QueryResolvers } from '../__generated__/resolvers-types';
import { SIGNED_OUT } from './session-data';

export const Query: QueryResolvers = {
  // The session middleware read the member from the user service for this request, so it is current; an app's
  // token read its member the same way (auth/oauth/oauth-bearer.ts), and wins over any cookie.
  session: (_, __, { session, credential }) =>
    credential?.user ? { user: credential.user, verificationRequired: false } : (session?.state() ?? SIGNED_OUT),
};
