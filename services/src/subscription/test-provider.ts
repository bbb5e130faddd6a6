import { randomBytes } from 'node:crypto';
import { type PaymentEvent, type PaymentProvider, WebhookSignatureError } from './payment-provider';

/**
 * The offline stand-in used when STRIPE_SECRET_KEY is not set (development, the demo): checkout happens on
 * our own page, labelled as test mode, and completes through POST /subscription/test-checkout/:id/complete.
 * It has no webhooks and no renewals.
 */
export function testPaymentProvider(siteUrl: string): PaymentProvider {
  return {
    name: 'test',
    mode: 'test',
    async createCheckout() {
      const id = `test_cs_${randomBytes(12).toString('hex')}`;
      return { id, url: `${siteUrl}/checkout/test/${id}` };
    },
    async cancelAtPeriodEnd() {},
    readWebhook(): PaymentEvent {
      throw new WebhookSignatureError('Test payments have no webhooks');
    },
  };
}
