import type { Generated, Selectable } from 'kysely';
import type { Bool, Stamp } from '../db/columns';

/** A membership term (migration 011; accounts spec §3 Subscription). */
export interface SubscriptionTable {
  id: Generated<number>;
  user_id: number;
  plan: string;
  duration: string;
  start: Stamp;
  expiration: Stamp;
  finalization_date: Stamp | null;
  finalization_type: string | null;
  origin: string;
  event: string;
  free_trial_canceled: Generated<Bool>;
  cancel_at_period_end: Generated<Bool>;
  provider: string | null;
  provider_subscription_id: string | null;
  card_last4: string | null;
  card_brand: string | null;
}

/** A payment or grant behind a subscription (migration 011; spec §3 Transaction). */
export interface TransactionTable {
  id: Generated<number>;
  user_id: number;
  subscription_id: number | null;
  type: string;
  state: string;
  approval: string | null;
  amount_cents: Generated<number>;
  created: Stamp;
  provider: string;
}

/** An offer taken by a member, e.g. the free trial (migration 011; spec §3 Offer). */
export interface OfferTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  origin: string | null;
  expiration: Stamp;
  created: Stamp;
}

/** A checkout started with the payment provider (migration 011). */
export interface CheckoutTable {
  id: string;
  user_id: number;
  plan: string;
  provider: string;
  state: string;
  created: Stamp;
}

/** A provider webhook event already handled (migration 011). */
export interface PaymentEventTable {
  id: string;
  type: string;
  received: Stamp;
}

export interface SubscriptionTables {
  subscriptions: SubscriptionTable;
  transactions: TransactionTable;
  offers: OfferTable;
  checkouts: CheckoutTable;
  payment_events: PaymentEventTable;
}

export type Subscription = Selectable<SubscriptionTable>;
