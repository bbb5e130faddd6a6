import type { SessionResolvers } from '../__generated__/resolvers-types';

export const Session: SessionResolvers = {
  // Institution sessions (by address range or patron membership) are a later step.
  institution: () => null,
};
