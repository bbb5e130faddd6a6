import type { StaffUserResolvers } from '../__generated__/resolvers-types';
import { accountStatusOf } from '../session/account-status';

export const StaffUser: StaffUserResolvers = {
  status: (user) => accountStatusOf(user.accountStatus),
};
