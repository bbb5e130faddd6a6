import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { updateUser } from '../user/user.queries';
import type { PaymentEvent, PaymentProvider } from './payment-provider';
import { type PlanDto } from '@muster/contract';
import { addDuration } from './plans';
import {
  firstDelivery,
  insertSubscription,
  insertTransaction,
  lapsedSubscriptions,
  openSubscription,
  subscriptionByProviderId,
  updateSubscription,
} from './subscription.queries';

/**
 * How an account moves between statuses (the spec leaves it open; docs/decisions/memberships.md):
 * a paid checkout, a free trial or a staff comp opens a subscription and sets users.account_status; its end
 * (cancellation by the provider, or the term running out) sets the member back to non-subscriber.
 */

type Checkout = Extract<PaymentEvent, { kind: 'checkout-completed' }>;

/** Closes whatever the member had open (a trial replaced by a purchase, say). */
async function closeOpen(trx: Kysely<Database>, userId: number, now: Date, type: string): Promise<void> {
  const open = await openSubscription(trx, userId);
  if (open)
    await updateSubscription(trx, open.id, {
      finalization_date: now.toISOString(),
      finalization_type: type,
      event: 'ended',
    });
}

/**
 * Stops the provider's renewals of the member's open subscription before another takes its place (an upgrade
 * to All-Access, a staff comp): replacing it here alone would leave the provider charging the old plan every
 * term. Nothing is recorded here; a provider that cannot be reached throws, and the caller changes nothing
 * either (the provider redelivers its webhook, the staff member is told). `keep` is the provider subscription
 * the change itself brings, which a redelivered checkout finds already open.
 */
export async function stopReplacedRenewal(
  db: Kysely<Database>,
  provider: PaymentProvider,
  userId: number,
  keep: string | null = null,
): Promise<void> {
  const open = await openSubscription(db, userId);
  if (!open || open.provider !== 'stripe' || !open.provider_subscription_id || open.cancel_at_period_end === 1) return;
  if (open.provider_subscription_id === keep) return;
  await provider.cancelAtPeriodEnd(open.provider_subscription_id);
}

/** A paid checkout: a new subscription for one term, its purchase, and the plan's account status. */
export async function activate(
  db: Kysely<Database>,
  event: Checkout,
  plan: PlanDto,
  provider: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await firstDelivery(trx, event.eventId, 'checkout-completed', now))) return;
    const checkout = await trx
      .selectFrom('checkouts')
      .selectAll()
      .where('id', '=', event.checkoutId)
      .executeTakeFirst();
    if (checkout?.state === 'completed') return;
    await closeOpen(trx, event.userId, now, 'replaced');
    const id = await insertSubscription(trx, {
      user_id: event.userId,
      plan: plan.code,
      duration: plan.duration,
      start: now.toISOString(),
      expiration: addDuration(now, plan.duration).toISOString(),
      finalization_date: null,
      finalization_type: null,
      origin: 'checkout',
      event: 'purchase',
      provider,
      provider_subscription_id: event.providerSubscriptionId,
      card_last4: event.cardLast4,
      card_brand: event.cardBrand,
    });
    await insertTransaction(trx, {
      user_id: event.userId,
      subscription_id: id,
      type: 'purchase',
      state: 'approved',
      approval: event.checkoutId,
      amount_cents: event.amountCents || plan.amountCents,
      created: now.toISOString(),
      provider,
    });
    await trx.updateTable('checkouts').set({ state: 'completed' }).where('id', '=', event.checkoutId).execute();
    await updateUser(trx, event.userId, { account_status: plan.accountStatus });
  });
}

/** A renewal invoice paid: one more term from the current expiration. */
export async function renew(
  db: Kysely<Database>,
  event: Extract<PaymentEvent, { kind: 'renewal-paid' }>,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const sub = await subscriptionByProviderId(trx, event.providerSubscriptionId);
    if (!sub || sub.finalization_date !== null) return false;
    if (!(await firstDelivery(trx, event.eventId, 'renewal-paid', now))) return true;
    const from = new Date(Math.max(Date.parse(sub.expiration), now.getTime()));
    await updateSubscription(trx, sub.id, {
      expiration: addDuration(from, sub.duration).toISOString(),
      event: 'renewal',
    });
    await insertTransaction(trx, {
      user_id: sub.user_id,
      subscription_id: sub.id,
      type: 'renewal',
      state: 'approved',
      approval: event.invoiceId,
      amount_cents: event.amountCents,
      created: now.toISOString(),
      provider: sub.provider ?? 'stripe',
    });
    return true;
  });
}

/** Ends a subscription and sets the member back to Basic, unless another subscription took its place. */
export async function endSubscription(
  db: Kysely<Database>,
  subscriptionId: number,
  userId: number,
  type: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await updateSubscription(trx, subscriptionId, {
      finalization_date: now.toISOString(),
      finalization_type: type,
      event: 'ended',
    });
    if (!(await openSubscription(trx, userId))) await updateUser(trx, userId, { account_status: 'non-subscriber' });
  });
}

export async function endByProvider(
  db: Kysely<Database>,
  event: Extract<PaymentEvent, { kind: 'subscription-ended' }>,
  now: Date,
): Promise<boolean> {
  const sub = await subscriptionByProviderId(db, event.providerSubscriptionId);
  if (!sub) return false;
  if (sub.finalization_date === null)
    await endSubscription(
      db,
      sub.id,
      sub.user_id,
      sub.cancel_at_period_end === 1 ? 'canceled' : 'ended-by-provider',
      now,
    );
  return true;
}

/** Ends every trial, comp and test-mode subscription whose term is over. */
export async function expireLapsed(db: Kysely<Database>, now: Date): Promise<number> {
  const lapsed = await lapsedSubscriptions(db, now);
  for (const sub of lapsed)
    await endSubscription(
      db,
      sub.id,
      sub.user_id,
      sub.cancel_at_period_end === 1 || sub.free_trial_canceled === 1 ? 'canceled' : 'expired',
      now,
    );
  return lapsed.length;
}
