import { TEST_CARD_ERROR_CODES } from './test-cards';

/**
 * Codes of the subscription service's refusals, whose messages are written for the member: the gateway passes
 * them on unmasked in production.
 */
export const MEMBERSHIP_ERROR_CODES: readonly string[] = [
  'ALREADY_SUBSCRIBED',
  'TRIAL_USED',
  'CHECKOUT_DONE',
  'NO_SUBSCRIPTION',
  'PROVIDER_UNAVAILABLE',
  'PAYMENTS_UNAVAILABLE',
  ...TEST_CARD_ERROR_CODES,
];
