import type { MutationResolvers } from '../__generated__/resolvers-types';
import { credentialsError, notSignedIn } from '../auth/account-errors';
import { payloadOf } from '../errors/user-errors';
import { sessionOf, signInPayload } from './session-of';

/** Sign-in, verification of a lapsed session, sign-out and registration (accounts spec §2, §6, §8). */
export const Mutation: MutationResolvers = {
  signIn: async (_, { username, password }, context) => {
    const session = sessionOf(context);
    await session.logIn(await session.authenticate(username, password));
    return signInPayload(context);
  },

  verifyAccount: async (_, { password }, context) => {
    const session = sessionOf(context);
    const current = session.state().user;
    if (!current) throw notSignedIn();
    const user = await session.authenticate(current.username, password);
    if (user.userId !== current.userId) throw credentialsError();
    await session.logIn(user);
    return signInPayload(context);
  },

  signOut: async (_, __, context) => {
    const session = sessionOf(context);
    await session.signOut();
    return session.state();
  },

  // Wrong credentials and locks are refusals of who the caller is, so signIn and verifyAccount answer them as
  // errors; registering is a form whose bad input is data (docs/decisions/gateway.md).
  register: async (_, { input }, context) => {
    const session = sessionOf(context);
    return payloadOf(
      'session',
      async () => {
        const user = await context.backends.auth.register(
          {
            email: input.email,
            password: input.password,
            ...(input.username ? { username: input.username } : {}),
            ...(input.howDidYouHearAboutUs ? { howDidYouHearAboutUs: input.howDidYouHearAboutUs } : {}),
          },
          session.clientIp,
        );
        await session.logIn(user);
        return session.state();
      },
      { codes: REGISTER_FIELDS },
    );
  },
};

/** The registration form's field of each refusal of POST /auth/register. */
const REGISTER_FIELDS = {
  EMAIL_INVALID: 'input.email',
  EMAIL_TAKEN: 'input.email',
  PASSWORD_INVALID: 'input.password',
  USERNAME_INVALID: 'input.username',
  USERNAME_TAKEN: 'input.username',
} as const;
