import Stripe from 'stripe';
import { type PaymentEvent, type PaymentProvider, WebhookSignatureError } from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (a local stand-in in tests), e.g. http://127.0.0.1:12111; Stripe's own when absent. */
  apiBase?: string;
}

/** The subscription id an invoice belongs to: `parent.subscription_details` in current API versions, `subscription` before. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fields differ between Stripe's API versions
function invoiceSubscription(invoice: Record<string, any>): string | null {
  const id = invoice.parent?.subscription_details?.subscription ?? invoice.subscription;
  return typeof id === 'string' ? id : typeof id?.id === 'string' ? id.id : null;
}

/** The adapter over Stripe's official SDK: hosted Checkout in subscription mode and signed webhooks. */
export function stripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  return {
    name: 'stripe',
    // Only a live key takes real money; a test key (sk_test_…, a stand-in's) is Stripe's test mode.
    mode: /^[sr]k_live_/.test(settings.secretKey) ? 'live' : 'test',
    async createCheckout({ userId, email, plan, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        client_reference_id: String(userId),
        customer_email: email,
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata: { plan: plan.code, userId: String(userId) },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: plan.amountCents,
              product_data: { name: plan.name },
              recurring: { interval: plan.interval },
            },
          },
        ],
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },
    async cancelAtPeriodEnd(providerSubscriptionId) {
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
    },
    readWebhook(raw, signature): PaymentEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(raw, signature ?? '', settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one reader for several event types' objects
      const object = event.data.object as unknown as Record<string, any>;
      if (event.type === 'checkout.session.completed') {
        const userId = Number(object.client_reference_id);
        return {
          kind: 'checkout-completed',
          eventId: event.id,
          checkoutId: object.id,
          userId: Number.isInteger(userId) ? userId : 0,
          plan: String(object.metadata?.plan ?? ''),
          amountCents: Number(object.amount_total ?? 0),
          providerSubscriptionId:
            typeof object.subscription === 'string' ? object.subscription : (object.subscription?.id ?? null),
          cardLast4: null,
          cardBrand: null,
        };
      }
      if (event.type === 'invoice.paid' && object.billing_reason === 'subscription_cycle') {
        const subscription = invoiceSubscription(object);
        if (subscription)
          return {
            kind: 'renewal-paid',
            eventId: event.id,
            providerSubscriptionId: subscription,
            invoiceId: object.id,
            amountCents: Number(object.amount_paid ?? 0),
          };
      }
      if (event.type === 'customer.subscription.deleted')
        return { kind: 'subscription-ended', eventId: event.id, providerSubscriptionId: object.id };
      return { kind: 'ignored', eventId: event.id, type: event.type };
    },
  };
}
