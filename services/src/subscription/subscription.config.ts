import { type PlanDto } from '@muster/contract';
import { plansFromEnv } from './plans';
import type { PaymentProvider } from './payment-provider';
import { paymentsOffProvider } from './payments-off-provider';
import { stripePaymentProvider } from './stripe-provider';
import { testPaymentProvider } from './test-provider';

export interface SubscriptionConfig {
  plans: PlanDto[];
  provider: PaymentProvider;
  /** Length of the free trial in days (FREE_TRIAL_DAYS, default 7). */
  trialDays: number;
  /** What the operator must hear at start (checkout off, or payments simulated in production); logged once. */
  notice?: string;
}

/**
 * The payment provider the environment asks for, and what to tell the operator about it.
 * - PAYMENTS_MODE=test: payments are simulated, as the demo (`npm start`) asks: the offline test provider, or
 *   Stripe's test mode with a Stripe test key. A live key with it is a contradiction and stops start-up.
 * - PAYMENTS_MODE=off: no checkout.
 * - Unset, in production (NODE_ENV=production): Stripe with a live key and its webhook secret; anything
 *   less turns checkout off (never a free fallback) with a notice saying what is missing.
 * - Unset, elsewhere (development, tests): Stripe when a key is set, otherwise the offline test provider.
 */
export function paymentsFromEnv(
  siteUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): { provider: PaymentProvider; notice?: string } {
  const requested = env.PAYMENTS_MODE ?? '';
  if (!['', 'test', 'off'].includes(requested))
    throw new Error(`PAYMENTS_MODE must be "test" or "off" (or unset), not "${requested}"`);
  const key = env.STRIPE_SECRET_KEY || '';
  const stripe = () =>
    stripePaymentProvider({
      secretKey: key,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
      apiBase: env.STRIPE_API_BASE || undefined,
    });
  const live = /^[sr]k_live_/.test(key);
  const off = (why: string) => ({
    provider: paymentsOffProvider(),
    notice: `Checkout is off: ${why}. Set STRIPE_SECRET_KEY (a live key) and STRIPE_WEBHOOK_SECRET to take payments, or PAYMENTS_MODE=test for a demo.`,
  });

  if (requested === 'off') return off('PAYMENTS_MODE=off');
  if (requested === 'test') {
    if (live) throw new Error('PAYMENTS_MODE=test with a live STRIPE_SECRET_KEY: remove one of them');
    const provider = key ? stripe() : testPaymentProvider(siteUrl);
    return {
      provider,
      notice: `Payments are in test mode (PAYMENTS_MODE=test, ${key ? 'Stripe test key' : 'offline test checkout'}): no money moves.`,
    };
  }
  if (env.NODE_ENV !== 'production') return { provider: key ? stripe() : testPaymentProvider(siteUrl) };
  if (!key) return off('NODE_ENV=production and no STRIPE_SECRET_KEY');
  if (!live) return off('NODE_ENV=production with a Stripe test key');
  if (!env.STRIPE_WEBHOOK_SECRET) return off('STRIPE_WEBHOOK_SECRET is not set, so paid memberships would never start');
  return { provider: stripe() };
}

/** From the environment: plans and prices (PLAN_PRICE_*), the trial length and the payment provider (above). */
export function subscriptionConfigFromEnv(siteUrl: string, env: NodeJS.ProcessEnv = process.env): SubscriptionConfig {
  const days = Number(env.FREE_TRIAL_DAYS);
  return {
    plans: plansFromEnv(env),
    ...paymentsFromEnv(siteUrl, env),
    trialDays: Number.isInteger(days) && days > 0 && days <= 90 ? days : 7,
  };
}
