import type { MemberSubscriptionResolvers } from '../__generated__/resolvers-types';

export const MemberSubscription: MemberSubscriptionResolvers = {
  id: (subscription) => String(subscription.id),
};
