import type { MembershipResolvers } from '../__generated__/resolvers-types';
import { statusLabel } from '../session/membership';
import { accountStatusOf } from '../session/account-status';

export const Membership: MembershipResolvers = {
  status: (membership) => accountStatusOf(membership.accountStatus),
  label: (membership) => statusLabel(membership.accountStatus),
};
