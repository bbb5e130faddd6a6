import type { SessionUserResolvers } from '../__generated__/resolvers-types';
import { photoUrl } from '../account/photo-url';
import { isPremium, planLabel, statusLabel } from './membership';
import { accountState, subscriptionStatus, subscriptionType } from './account-state';
import { memberInstitution } from './member-institution';

export const SessionUser: SessionUserResolvers = {
  status: (user) => user.accountStatus,
  statusLabel: (user) => statusLabel(user.accountStatus),
  planLabel: (user) => planLabel(user.accountStatus),
  premium: (user) => isPremium(user.accountStatus),
  avatarUrl: (user, { size }) => photoUrl(user, size),
  subscriptionType: (user) => subscriptionType(user.accountStatus),
  subscriptionStatus: (user) => subscriptionStatus(user.accountStatus),
  accountState: (user) => accountState(user.accountStatus),
  institution: (user, _, context) => memberInstitution(user.institutionId, context),
};
