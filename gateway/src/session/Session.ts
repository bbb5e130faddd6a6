import type { SessionResolvers } from '../__generated__/resolvers-types';
import { institutionOf } from '../institution/resolved-institution';
import { impersonatorOf } from '../staff/impersonation-state';

export const Session: SessionResolvers = {
  // Settled by the session middleware: the member's institution, the session's library link, or the address.
  institution: (_, __, { identity }) => institutionOf(identity),
  impersonatedBy: (_, __, { identity }) => impersonatorOf(identity)?.staffUsername ?? null,
};
