import { type PlanDto, plansFromEnv } from './plans';
import type { PaymentProvider } from './payment-provider';
import { stripePaymentProvider } from './stripe-provider';
import { testPaymentProvider } from './test-provider';

export interface SubscriptionConfig {
  plans: PlanDto[];
  provider: PaymentProvider;
  /** Length of the free trial in days (FREE_TRIAL_DAYS, default 7). */
  trialDays: number;
}

/**
 * From the environment: Stripe when STRIPE_SECRET_KEY is set (with STRIPE_WEBHOOK_SECRET, and STRIPE_API_BASE
 * to point the SDK elsewhere), otherwise the offline test provider so a fresh clone works without an account.
 */
export function subscriptionConfigFromEnv(siteUrl: string, env: NodeJS.ProcessEnv = process.env): SubscriptionConfig {
  const days = Number(env.FREE_TRIAL_DAYS);
  const provider = env.STRIPE_SECRET_KEY
    ? stripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '', apiBase: env.STRIPE_API_BASE || undefined })
    : testPaymentProvider(siteUrl);
  return { plans: plansFromEnv(env), provider, trialDays: Number.isInteger(days) && days > 0 && days <= 90 ? days : 7 };
}
