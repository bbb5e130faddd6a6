import type { QueryResolvers } from '../__generated__/resolvers-types';
import { SIGNED_OUT } from './session-data';

export const Query: QueryResolvers = {
  // The session middleware read the member from the user service for this request, so it is current.
  session: (_, __, { session }) => session?.state() ?? SIGNED_OUT,
};
