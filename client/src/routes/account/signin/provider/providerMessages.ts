import { PRODUCT_NAME } from '../../../../lib/signInErrors';

/** Provider mode's texts (accounts spec §8); where the spec gives no exact text these are ours. */
export const PROVIDER_NAME = 'the genealogy site';

export const PROVIDER_TEXT = {
  button: 'Sign in with your genealogy-site account',
  passwordHelp: 'Forgot your genealogy-site password?',
  dedupeError: 'There was an error signing in with this username. Please refresh the page and try again.',
  linkError: 'We were unable to connect your accounts. Please try another method or contact support for help.',
  // The spec names a "mismatch with the provider's records" without its text.
  loginError: `Your genealogy-site sign-in did not match the genealogy site's records, so we could not sign you in to ${PRODUCT_NAME}. Please try again.`,
  blocked: 'Your browser blocked the sign-in window. Please allow pop-ups for this site and try again.',
  cancelled: `Signing in with ${PROVIDER_NAME} was cancelled.`,
  waiting: 'Finish signing in with the genealogy site in the window that opened.',
  expired: 'Your sign-in with the genealogy site has expired. Please start again.',
} as const;
