import type { QueryResolvers } from '../__generated__/resolvers-types';
import { passwordPolicyFromEnv } from '@muster/contract/node';
import { passwordValidation } from './password-validation';

// The same PASSWORD_* variables configure the services' rules and the checklist the website shows.
const policy = () => passwordPolicyFromEnv();

export const Query: QueryResolvers = {
  passwordPolicy: () => policy(),
  validatePassword: async (_, { password }, { backends }) =>
    passwordValidation(password, await backends.auth.validatePassword(password), policy()),
  usernameAvailable: (_, { username }, { backends }) => backends.user.usernameAvailable(username),
  emailAvailable: async (_, { email }, { backends }) => {
    const answer = await backends.auth.validateEmail(email);
    return answer.valid && answer.available;
  },
  // Only ever the caller's own account.
  account: (_, __, { identity, backends }) => (identity.userId === null ? null : backends.user.full(identity.userId)),
  profile: (_, { username }, { backends }) => backends.user.profile(username),
};
