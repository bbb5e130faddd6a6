import { GraphQLError } from 'graphql';
import { ACCOUNT_LOCKED_MESSAGE, LOCKED_MESSAGE, type AccountErrorBody, type AccountErrorCode } from '@muster/contract';

/** Every code of the account services' error catalogue; their messages are written for the member. */
export const ACCOUNT_ERROR_CODES: readonly AccountErrorCode[] = [
  'CREDENTIALS',
  'PASSWORD_UPDATE_REQUIRED',
  'THROTTLED',
  'PASSWORD_INVALID',
  'SAME_PASSWORD',
  'CURRENT_PASSWORD_INCORRECT',
  'EMAIL_INVALID',
  'EMAIL_TAKEN',
  'USERNAME_INVALID',
  'USERNAME_TAKEN',
  'TOKEN_INVALID',
  'NOT_SIGNED_IN',
  'FORBIDDEN',
  'PHOTO_INVALID',
  'PROFILE_INVALID',
  'NOT_FOUND',
  'ACCOUNT_LOCKED',
  'MAIL_THROTTLED',
  'RATE_LIMITED',
];

export type MessageOverrides = Partial<Record<AccountErrorCode, string>>;

/** Sign-in texts of accounts spec §8, which the sign-in screen shows as they are. */
export const SIGN_IN_MESSAGES: MessageOverrides = {
  CREDENTIALS:
    'The email/username and password you entered did not match our records. Please double-check and try again.',
  PASSWORD_UPDATE_REQUIRED: 'Password update required',
  THROTTLED: LOCKED_MESSAGE,
  ACCOUNT_LOCKED: ACCOUNT_LOCKED_MESSAGE,
};

/** Change-password texts of accounts spec §8. */
export const CHANGE_PASSWORD_MESSAGES: MessageOverrides = {
  SAME_PASSWORD: 'Your new password may not be the same as your old password',
  CURRENT_PASSWORD_INCORRECT: 'Your current password is incorrect',
  PASSWORD_INVALID: 'Your new password is not valid',
};

const FALLBACK_CODES: Record<number, AccountErrorCode | 'BAD_USER_INPUT'> = {
  400: 'BAD_USER_INPUT',
  401: 'NOT_SIGNED_IN',
  403: 'FORBIDDEN',
  429: 'THROTTLED',
};

/**
 * The GraphQL error for a refused account call: the service's code and HTTP status (Apollo Server answers
 * with `extensions.http.status`, so a GraphQL sign-in fails with 401 or 429 like `POST /auth/user`).
 */
export function accountError(
  status: number,
  body: Partial<AccountErrorBody>,
  messages: MessageOverrides = {},
): GraphQLError {
  const code = body.code ?? FALLBACK_CODES[status] ?? 'BAD_USER_INPUT';
  const message = messages[code as AccountErrorCode] ?? body.message ?? 'Bad request';
  return new GraphQLError(message, {
    extensions: {
      code,
      http: { status },
      ...(body.failureReasons ? { failureReasons: body.failureReasons } : {}),
      // The field a form shows the refusal by (a payload's userErrors read it).
      ...(typeof body.field === 'string' ? { field: body.field } : {}),
    },
  });
}

/** Bad credentials, raised by the gateway itself (e.g. passport-local found no username or password). */
export function credentialsError(): GraphQLError {
  return accountError(401, { code: 'CREDENTIALS' }, SIGN_IN_MESSAGES);
}

/** A call that needs a signed-in member (with a lapsed session too: it must be verified first). */
export function notSignedIn(): GraphQLError {
  return accountError(401, { code: 'NOT_SIGNED_IN', message: 'Please sign in first' });
}

/** Re-raises an account error with the texts a form shows for its codes. */
export function withMessages<T>(promise: Promise<T>, messages: MessageOverrides): Promise<T> {
  return promise.catch((error: unknown) => {
    const code = error instanceof GraphQLError ? error.extensions.code : undefined;
    const text = typeof code === 'string' ? messages[code as AccountErrorCode] : undefined;
    if (!text || !(error instanceof GraphQLError)) throw error;
    throw new GraphQLError(text, { extensions: error.extensions });
  });
}
