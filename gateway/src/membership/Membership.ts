import type { MembershipResolvers } from '../__generated__/resolvers-types';
import { statusLabel } from '../session/membership';

export const Membership: MembershipResolvers = {
  label: (membership) => statusLabel(membership.accountStatus),
};
