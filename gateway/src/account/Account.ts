import type { AccountResolvers } from '../__generated__/resolvers-types';
import { statusLabel } from '../session/membership';

export const Account: AccountResolvers = {
  status: (account) => account.accountStatus,
  statusLabel: (account) => statusLabel(account.accountStatus),
  profile: (account) => account.profile,
  communicationSettings: (account) => account.communicationSettings,
};
