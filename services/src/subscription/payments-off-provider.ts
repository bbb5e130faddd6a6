import { PAYMENTS_UNAVAILABLE_MESSAGE } from '@muster/contract';
import { type PaymentProvider, WebhookSignatureError } from './payment-provider';

/**
 * The provider of a site that must not take payments as configured (production without live keys): it
 * offers no checkout, so nobody gets a paid plan for nothing, and says why. Trials and staff comps, which
 * take no payment, still work.
 */
export function paymentsOffProvider(): PaymentProvider {
  return {
    name: 'off',
    mode: 'off',
    async createCheckout() {
      throw new Error(PAYMENTS_UNAVAILABLE_MESSAGE);
    },
    async cancelAtPeriodEnd() {
      throw new Error('Payments are off: renewals at the payment provider cannot be stopped from here');
    },
    readWebhook() {
      throw new WebhookSignatureError('Payments are off');
    },
  };
}
