import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import {
  ACCOUNT_LOCKED_MESSAGE,
  MAIL_THROTTLED_MESSAGE,
  RATE_LIMITED_MESSAGE,
  SIGN_IN_UNAVAILABLE_MESSAGE,
} from '@muster/contract';

// The account-protection texts are the services' own (the spec is silent on them; docs/decisions/accounts.md).
export { MAIL_THROTTLED_MESSAGE, RATE_LIMITED_MESSAGE };

/** The product name where the spec says "the product" (decision: "Sign in to Muster"). */
export const PRODUCT_NAME = 'Muster';

/**
 * Sign-in error states of accounts spec §4 that the product-account mode can reach after a submit.
 * missingUsername and missingPassword are the fields' own validity messages, which stop the submit.
 */
export type SignInErrorState =
  'none' | 'credentials' | 'cookie' | 'throttle' | 'locked' | 'forced-password-update' | 'unavailable' | 'mystery';

/** The spec's texts, word for word (§5, §8). */
export const SIGN_IN_MESSAGES = {
  required: 'Required',
  passwordRequired: 'Please enter a minimum of 8 characters',
  credentials:
    'The email/username and password you entered did not match our records. Please double-check and try again.',
  throttle: 'Your account is temporarily locked. Please try again in 30 minutes',
  mystery:
    "There was an error signing you in... We're not sure what happened. Please try refreshing this page and double-check your info and try again.",
  cookie: 'In order to sign in you must have cookies enabled.',
  forcedUpdate: `Your current password no longer meets our security requirements. Please update your password to sign in to ${PRODUCT_NAME}.`,
  passwordChanged: 'Your password has been changed. Please sign in below.',
  // Not the spec's: the account-wide lock after 50 failures from anywhere.
  locked: ACCOUNT_LOCKED_MESSAGE,
  // Not the spec's: the session store out of reach for a moment (docs/operations.md).
  unavailable: SIGN_IN_UNAVAILABLE_MESSAGE,
} as const;

export const CHANGE_PASSWORD_MESSAGES = {
  same: 'Your new password may not be the same as your old password',
  currentIncorrect: 'Your current password is incorrect',
  invalid: 'Your new password is not valid',
  mismatch: 'Your new passwords do not match',
  failed: 'Your password could not be updated at this time. Please try again later.',
} as const;

/** Where a 403 on a password change sends the browser (spec §8). */
export const PAGE_EXPIRED_SIGNOFF = '/signoff?signout-reason=page-expired';

export interface ErrorFacts {
  /** `extensions.code` of the first GraphQL error, or of the error body of a non-2xx answer. */
  code?: string;
  /** HTTP status, when the answer was not a GraphQL result. */
  status?: number;
  message?: string;
}

interface RawError {
  message?: string;
  extensions?: Record<string, unknown>;
}

function fromRaw(raw: RawError | undefined): ErrorFacts {
  if (!raw) return {};
  const code = raw.extensions?.code;
  const http = raw.extensions?.http as { status?: number } | undefined;
  return { code: typeof code === 'string' ? code : undefined, message: raw.message, status: http?.status };
}

/**
 * What the site needs from a failed operation: the gateway answers GraphQL errors with a code (and,
 * depending on the Accept header, a 4xx status that Apollo reports as a ServerError holding the body), and a
 * form's validation failures as a user error in the payload, which this reads too.
 */
export function errorFacts(error: unknown): ErrorFacts {
  if (CombinedGraphQLErrors.is(error)) return fromRaw(error.errors[0] as RawError);
  if (ServerError.is(error)) {
    let body: { errors?: RawError[] } = {};
    try {
      body = JSON.parse(error.bodyText) as typeof body;
    } catch {
      // A proxy's HTML error page: only the status is known.
    }
    return { ...fromRaw(body.errors?.[0]), status: error.statusCode };
  }
  const plain = error as (RawError & { errors?: RawError[]; code?: unknown }) | null;
  if (plain?.errors?.length) return fromRaw(plain.errors[0]);
  // A payload's user error (`userErrors { field message code }`): a validation failure answered as data.
  if (typeof plain?.code === 'string') return { code: plain.code, message: plain.message };
  return { message: plain?.message };
}

/** The sign-in error table (spec §8): 401 credentials, 401 "Password update required", 429 locked, else mystery. */
export function signInErrorState(error: unknown): SignInErrorState {
  const { code, status, message } = errorFacts(error);
  if (code === 'PASSWORD_UPDATE_REQUIRED' || message === 'Password update required') return 'forced-password-update';
  if (code === 'ACCOUNT_LOCKED') return 'locked';
  if (code === 'SESSION_UNAVAILABLE') return 'unavailable';
  if (code === 'THROTTLED' || status === 429) return 'throttle';
  if (code === 'CREDENTIALS' || status === 401) return 'credentials';
  return 'mystery';
}

export type ChangePasswordOutcome = keyof typeof CHANGE_PASSWORD_MESSAGES | 'page-expired';

/** The change-password table (spec §5, §8); `page-expired` means: sign off with that reason. */
export function changePasswordOutcome(error: unknown): ChangePasswordOutcome {
  const { code, status, message } = errorFacts(error);
  if (code === 'FORBIDDEN' || code === 'NOT_SIGNED_IN' || status === 403) return 'page-expired';
  if (code === 'SAME_PASSWORD' || message === 'Same Password') return 'same';
  if (code === 'CURRENT_PASSWORD_INCORRECT' || code === 'CREDENTIALS') return 'currentIncorrect';
  if (code === 'PASSWORD_INVALID' || message === 'No password provided') return 'invalid';
  return 'failed';
}

/**
 * The `next` address of /login and /signoff, kept only when it is a path on this site, so a crafted link
 * cannot send a member elsewhere after signing in.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this test looks for
  if (/[\u0000-\u001f]/.test(next)) return null;
  return next;
}

/**
 * A `next` address the gateway serves rather than the website (an app's consent screen under /oauth/): the
 * browser loads it as a page, since the website's router knows no such route.
 */
export function isServerPage(next: string): boolean {
  return next.startsWith('/oauth/');
}

/** Registration failures (the spec leaves their texts open; docs/decisions/accounts.md lists ours). */
export function registerErrorMessage(error: unknown): string {
  const { code, message } = errorFacts(error);
  switch (code) {
    case 'EMAIL_TAKEN':
      return 'An account already uses this email. Please sign in, or reset your password if you have forgotten it.';
    case 'EMAIL_INVALID':
      return 'Please enter a valid email';
    case 'USERNAME_TAKEN':
      return 'That username is taken. Please choose another.';
    case 'USERNAME_INVALID':
    case 'PASSWORD_INVALID':
    case 'BAD_USER_INPUT':
      return message ?? 'Please check the form and try again.';
    case 'THROTTLED':
      return SIGN_IN_MESSAGES.throttle;
    case 'RATE_LIMITED':
      return RATE_LIMITED_MESSAGE;
    default:
      return 'We could not create your account at this time. Please try again later.';
  }
}
