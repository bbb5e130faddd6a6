import { payloadOf } from '../errors/user-errors';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { memberId, refreshSession, sessionOf } from '../session/session-of';

/** The caller's account after a change, read again (the change may have touched any field). */
async function ownAccount(context: GatewayContext) {
  const account = await context.backends.user.full(memberId(context));
  if (!account) throw new Error('The account just changed could not be read back');
  return account;
}

/** Email verification and change, username, profile and communication settings (accounts spec §7 "User service"). */
export const Mutation: MutationResolvers = {
  resendVerificationEmail: async (_, __, context) => {
    memberId(context);
    return context.backends.user.resendVerificationEmail();
  },

  verifyEmail: async (_, { token }, context) => {
    await context.backends.user.verifyEmail(token);
    await refreshSession(context);
    return sessionOf(context).state();
  },

  requestEmailChange: async (_, { newEmail }, context) => {
    memberId(context);
    return payloadOf(
      'account',
      async () => {
        await context.backends.user.requestEmailChange(newEmail);
        return ownAccount(context);
      },
      { argument: 'newEmail' },
    );
  },

  confirmEmailChange: async (_, { token }, context) => {
    memberId(context);
    await context.backends.user.confirmEmailChange(token);
    // A new email is a credentials change: this session takes the new version, the member's others end.
    await refreshSession(context, { rotate: true });
    return ownAccount(context);
  },

  changeUsername: async (_, { username }, context) => {
    memberId(context);
    return payloadOf(
      'account',
      async () => {
        await context.backends.user.changeUsername(username);
        await refreshSession(context);
        return ownAccount(context);
      },
      { argument: 'username' },
    );
  },

  updateProfile: async (_, { input }, context) => {
    memberId(context);
    return payloadOf('account', async () => {
      await context.backends.user.updateProfile(definedOnly(input));
      return ownAccount(context);
    });
  },

  updateCommunicationSettings: async (_, { input }, context) => {
    memberId(context);
    return payloadOf('account', async () => {
      await context.backends.user.updateCommunicationSettings(definedOnly(input));
      return ownAccount(context);
    });
  },
};

/** GraphQL's explicit nulls mean "leave as is", like absent fields. */
function definedOnly<T extends object>(input: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  ) as never;
}
