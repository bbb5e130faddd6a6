import type { PaymentsMode, PlanDto } from '@muster/contract';

/** What the provider said happened, in our terms (the adapter hides the provider's event shapes). */
export type PaymentEvent =
  | {
      kind: 'checkout-completed';
      eventId: string;
      checkoutId: string;
      userId: number;
      plan: string;
      providerSubscriptionId: string | null;
      amountCents: number;
      cardLast4: string | null;
      cardBrand: string | null;
    }
  | { kind: 'renewal-paid'; eventId: string; providerSubscriptionId: string; invoiceId: string; amountCents: number }
  | { kind: 'subscription-ended'; eventId: string; providerSubscriptionId: string }
  | { kind: 'ignored'; eventId: string; type: string };

export interface CheckoutRequest {
  userId: number;
  email: string;
  plan: PlanDto;
  successUrl: string;
  cancelUrl: string;
}

/** A payment provider behind one interface: Stripe in production, the local test provider offline. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test' | 'off';
  readonly mode: PaymentsMode;
  /** Starts a hosted checkout; the member is sent to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** Stops renewals; the member keeps access until the end of the paid term. */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /** Verifies a webhook's signature over its raw bytes and reads it; throws on a bad signature or body. */
  readWebhook(raw: Buffer, signature: string | undefined): PaymentEvent;
}

export class WebhookSignatureError extends Error {}
