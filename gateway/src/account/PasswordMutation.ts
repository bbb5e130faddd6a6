import { GraphQLError } from 'graphql';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '@muster/contract/rules';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import { CHANGE_PASSWORD_MESSAGES, withMessages } from '../auth/account-errors';
import { badUserInput } from '../common/input-error';
import { payloadOf } from '../errors/user-errors';
import { memberId, refreshSession, sessionOf } from '../session/session-of';

/** The refusal of an address that is not one, as the account services word it. */
const emailInvalid = () => new GraphQLError(EMAIL_INVALID_MESSAGE, { extensions: { code: 'EMAIL_INVALID' } });

/** The refusals of a new password, on its argument. */
const NEW_PASSWORD_FIELDS = { PASSWORD_INVALID: 'newPassword', SAME_PASSWORD: 'newPassword' } as const;

/** Forgotten, reset and changed passwords, with the forced update of sign-in (accounts spec §2, §8). */
export const PasswordMutation: MutationResolvers = {
  // True whether or not the address is a member's, so nobody learns who is one; only its form can be wrong.
  requestPasswordReset: (_, { email }, { backends }) =>
    payloadOf(
      'requested',
      async () => {
        if (!isValidEmail(email.trim())) throw emailInvalid();
        await backends.user.forgotPassword(email);
        return true;
      },
      { argument: 'email' },
    ),

  resetPassword: (_, { token, newPassword }, { backends }) =>
    payloadOf(
      'passwordReset',
      async () => {
        await withMessages(backends.user.resetPassword(token, newPassword), CHANGE_PASSWORD_MESSAGES);
        return true;
      },
      { codes: { TOKEN_INVALID: 'token', ...NEW_PASSWORD_FIELDS }, argument: null },
    ),

  unlockAccount: async (_, { token }, { backends }) => {
    await backends.auth.unlockAccount(token);
    return true;
  },

  changePassword: (_, { newPassword, currentPassword, username }, context) =>
    payloadOf(
      'session',
      async () => {
        const session = sessionOf(context);
        if (username && context.identity.userId === null) {
          // The forced update: not signed in yet, the old credentials prove who it is; success signs in.
          if (!currentPassword) throw badUserInput('The current password is required', { argument: 'currentPassword' });
          const user = await withMessages(
            context.backends.auth.forcedPasswordUpdate(
              { username, password: currentPassword, newPassword },
              session.clientIp,
            ),
            CHANGE_PASSWORD_MESSAGES,
          );
          await session.logIn(user);
          return session.state();
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
        return session.state();
      },
      { codes: { CURRENT_PASSWORD_INCORRECT: 'currentPassword', ...NEW_PASSWORD_FIELDS } },
    ),
};
