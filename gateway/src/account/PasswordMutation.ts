import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import { CHANGE_PASSWORD_MESSAGES, withMessages } from '../auth/account-errors';
import { badUserInput } from '../common/input-error';
import { memberId, refreshSession, sessionOf, signInPayload } from '../session/session-of';

/** Forgotten, reset and changed passwords, with the forced update of sign-in (accounts spec §2, §8). */
export const PasswordMutation: MutationResolvers = {
  // True whether or not the address is a member's, so nobody learns who is one.
  requestPasswordReset: async (_, { email }, { backends }) => {
    await backends.user.forgotPassword(email);
    return true;
  },

  resetPassword: async (_, { token, newPassword }, { backends }) => {
    await withMessages(backends.user.resetPassword(token, newPassword), CHANGE_PASSWORD_MESSAGES);
    return true;
  },

  unlockAccount: async (_, { token }, { backends }) => {
    await backends.auth.unlockAccount(token);
    return true;
  },

  changePassword: async (_, { newPassword, currentPassword, username }, context) => {
    const session = sessionOf(context);
    if (username && context.identity.userId === null) {
      // The forced update: not signed in yet, the old credentials prove who it is; success signs in.
      if (!currentPassword) throw badUserInput('The current password is required');
      const user = await withMessages(
        context.backends.auth.forcedPasswordUpdate(
          { username, password: currentPassword, newPassword },
          session.clientIp,
        ),
        CHANGE_PASSWORD_MESSAGES,
      );
      await session.logIn(user);
      return signInPayload(context);
    }
    memberId(context);
    try {
      await context.backends.user.changePassword(
        { newPassword, ...(currentPassword ? { currentPassword } : {}) },
        CHANGE_PASSWORD_MESSAGES,
      );
    } catch (error) {
      // Accounts spec §8: a 403 here sends the member to the page-expired sign-out.
      if (error instanceof GraphQLError && error.extensions.code === 'FORBIDDEN') await session.expire();
      throw error;
    }
    await refreshSession(context, { rotate: true });
    return signInPayload(context);
  },
};
