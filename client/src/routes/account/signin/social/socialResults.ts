/** The social-network login results of accounts spec §4 (null: the Facebook login was not completed). */
export type SocialResult =
  'SUCCESS' | 'INVALID_SIGNED_REQUEST' | 'NO_F3_ACCOUNT' | 'THROTTLE' | 'NOT_SIGNED_IN' | 'SDK' | 'ERROR';

const RESULTS: readonly string[] = [
  'SUCCESS',
  'INVALID_SIGNED_REQUEST',
  'NO_F3_ACCOUNT',
  'THROTTLE',
  'NOT_SIGNED_IN',
  'SDK',
  'ERROR',
];

/** The texts of spec §8 "Social-network mode", word for word, and the connect step's own (docs/decisions/sign-in-facebook.md). */
export const SOCIAL_MESSAGES = {
  sdk: 'Unable to login with Facebook. You may be using a private or incognito window. Please try again in a normal browser window.',
  default:
    'There was an error signing you in with your Facebook account. Please try again, or try signing in with your email and password.',
  // The spec's linking failure (§8 provider mode), shown for the social connect step's notConnected state.
  notConnected: 'We were unable to connect your accounts. Please try another method or contact support for help.',
  emailTaken: 'An account with this email already exists. Connect it above with its password.',
} as const;

/**
 * The social screen's `result` parameter: a result value, null for "not completed" (the string `null`),
 * or undefined when the screen was opened without one (the login step itself).
 */
export function readResult(param: string | null): SocialResult | null | undefined {
  if (param === null) return undefined;
  return RESULTS.includes(param) ? (param as SocialResult) : null;
}

/** The message a failed login shows (spec §4: SDK, THROTTLE and INVALID_SIGNED_REQUEST are errors; the rest credentials). */
export function loginMessage(result: SocialResult | null): string {
  return result === 'SDK' ? SOCIAL_MESSAGES.sdk : SOCIAL_MESSAGES.default;
}

/** The address that starts the Facebook login, coming back to `next`. */
export function facebookLoginHref(next: string | null): string {
  return next ? `/auth/facebook?next=${encodeURIComponent(next)}` : '/auth/facebook';
}
