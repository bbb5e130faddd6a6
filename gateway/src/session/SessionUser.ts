import type { SessionUserResolvers } from '../__generated__/resolvers-types';
import { photoUrl } from '../account/photo-url';
import { isPremium, planLabel, statusLabel } from './membership';

export const SessionUser: SessionUserResolvers = {
  statusLabel: (user) => statusLabel(user.accountStatus),
  planLabel: (user) => planLabel(user.accountStatus),
  premium: (user) => isPremium(user.accountStatus),
  avatarUrl: (user, { size }) => photoUrl(user, size),
};
