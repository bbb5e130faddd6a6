import type { Subscription } from './subscription.table';
import type { SubscriptionDto } from '@muster/contract';

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
