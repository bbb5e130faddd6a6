import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import { payloadOf } from '../errors/user-errors';
import { requireStaff } from './staff';

/** Without an HTTP request (a test calling the schema directly) the sender is unknown. */
const UNKNOWN_SENDER = { ipAddress: null, userAgent: null };

export const Mutation: MutationResolvers = {
  // The feedback client names what is wrong (email, captcha…) as the input's field.
  submitFeedback: (_, { input }, { backends, sender }) =>
    payloadOf('entry', () => backends.feedback.submit(input, sender ?? UNKNOWN_SENDER)),
  setFeedbackStatus: async (_, { id, status }, { backends, identity }) => {
    requireStaff(identity);
    const entry = await backends.feedback.setStatus(id, status);
    if (!entry) throw new GraphQLError(`No feedback with id ${id}`, { extensions: { code: 'NOT_FOUND' } });
    return entry;
  },
};
