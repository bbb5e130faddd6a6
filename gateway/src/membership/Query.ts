import type { QueryResolvers } from '../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  plans: (_, __, { backends }) => backends.subscription.plans(),
  freeTrialDays: (_, __, { backends }) => backends.subscription.trialDays(),
  paymentsTestMode: async (_, __, { backends }) => (await backends.subscription.paymentsMode()) === 'test',
  paymentsMode: (_, __, { backends }) => backends.subscription.paymentsMode(),
  subscription: (_, __, { backends, identity }) => (identity.userId === null ? null : backends.subscription.self()),
  testCheckout: (_, { id }, { backends, identity }) =>
    identity.userId === null ? null : backends.subscription.testCheckout(id),
};
