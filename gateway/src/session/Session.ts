import type { SessionResolvers } from '../__generated__/resolvers-types';
import { institutionOf } from '../institution/resolved-institution';
import { impersonatorOf } from '../staff/impersonation-state';
import { memberInstitution } from './member-institution';

export const Session: SessionResolvers = {
  // Settled by the session middleware: the member's institution, the session's library link, or the address.
  // A member signed in during this operation brings their own (the request was settled before they were).
  institution: async (session, _, context) =>
    (session.user && (await memberInstitution(session.user.institutionId, context))) ?? institutionOf(context.identity),
  impersonatedBy: (_, __, { identity }) => impersonatorOf(identity)?.staffUsername ?? null,
};
