import type { Subscription } from './subscription.table';

/** A subscription as the services answer it (accounts spec §3 fields, camel-cased). */
export interface SubscriptionDto {
  id: number;
  plan: string;
  duration: string;
  start: string;
  expiration: string;
  finalizationDate: string | null;
  finalizationType: string | null;
  origin: string;
  event: string;
  freeTrialCanceled: boolean;
  /** True when it will not renew: the member keeps access until `expiration`. */
  cancelAtPeriodEnd: boolean;
  provider: string | null;
  card: { last4: string; brand: string | null } | null;
}

/** GET /subscription/self: the caller's status and newest subscription. */
export interface MembershipDto {
  accountStatus: string;
  subscription: SubscriptionDto | null;
  freeTrialUsed: boolean;
  /** 'stripe', 'test' (checkout on our own test-mode page) or 'off' (no checkout). */
  paymentMode: string;
}

export function toSubscriptionDto(row: Subscription): SubscriptionDto {
  return {
    id: row.id,
    plan: row.plan,
    duration: row.duration,
    start: row.start,
    expiration: row.expiration,
    finalizationDate: row.finalization_date,
    finalizationType: row.finalization_type,
    origin: row.origin,
    event: row.event,
    freeTrialCanceled: row.free_trial_canceled === 1,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    provider: row.provider,
    card: row.card_last4 ? { last4: row.card_last4, brand: row.card_brand } : null,
  };
}
