import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import type { CallerIdentity } from '../auth/identity';
import { payloadOf } from '../errors/user-errors';

/** Memberships belong to members: a visitor is asked to register first (the client sends them to /register). */
function requireMember(identity: CallerIdentity): void {
  if (identity.userId === null)
    throw new GraphQLError('Please register or sign in first', { extensions: { code: 'UNAUTHENTICATED' } });
}

export const Mutation: MutationResolvers = {
  startFreeTrial: (_, { iid }, { backends, identity }) => {
    requireMember(identity);
    return backends.subscription.startFreeTrial(iid);
  },
  startCheckout: (_, { plan }, { backends, identity }) => {
    requireMember(identity);
    return backends.subscription.startCheckout(plan);
  },
  // A refused card is the card field's error (data), with Stripe's decline code beside it; a checkout already
  // done or unknown stays an error.
  completeTestCheckout: async (_, { id, cardNumber }, { backends, identity }) => {
    requireMember(identity);
    let declineCode: string | null = null;
    const payload = await payloadOf(
      'membership',
      () =>
        backends.subscription.completeTestCheckout(id, cardNumber).catch((error: unknown) => {
          const code = error instanceof GraphQLError ? error.extensions.declineCode : undefined;
          if (typeof code === 'string') declineCode = code;
          throw error;
        }),
      { argument: 'cardNumber' },
    );
    return { ...payload, declineCode };
  },
  cancelSubscription: (_, __, { backends, identity }) => {
    requireMember(identity);
    return backends.subscription.cancel();
  },
  grantComp: (_, { userId, until }, { backends, identity }) => {
    requireMember(identity);
    // Checked here and again by the service, so neither layer alone grants a comp.
    if (!identity.roles.includes('admin'))
      throw new GraphQLError('Only administrators may grant a complimentary subscription', {
        extensions: { code: 'FORBIDDEN' },
      });
    const id = Number(userId);
    if (!Number.isInteger(id) || id < 1)
      throw new GraphQLError('userId must be a member id', { extensions: { code: 'BAD_USER_INPUT' } });
    return backends.subscription.grantComp(id, until);
  },
};
