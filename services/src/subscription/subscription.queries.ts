import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../db/database';
import type { Subscription, SubscriptionTable, TransactionTable } from './subscription.table';

/** The member's open subscription (not finalized), newest first. */
export function openSubscription(db: Kysely<Database>, userId: number): Promise<Subscription | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('finalization_date', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The member's newest subscription, open or ended (the account page shows a lapsed one too). */
export function latestSubscription(db: Kysely<Database>, userId: number): Promise<Subscription | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function subscriptionByProviderId(
  db: Kysely<Database>,
  providerSubscriptionId: string,
): Promise<Subscription | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertSubscription(db: Kysely<Database>, row: Insertable<SubscriptionTable>): Promise<number> {
  const inserted = await db.insertInto('subscriptions').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateSubscription(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<SubscriptionTable>,
): Promise<void> {
  await db.updateTable('subscriptions').set(changes).where('id', '=', id).execute();
}

export async function insertTransaction(db: Kysely<Database>, row: Insertable<TransactionTable>): Promise<void> {
  await db.insertInto('transactions').values(row).execute();
}

export function transactionsOf(db: Kysely<Database>, userId: number) {
  return db.selectFrom('transactions').selectAll().where('user_id', '=', userId).orderBy('id', 'asc').execute();
}

export async function hadFreeTrial(db: Kysely<Database>, userId: number): Promise<boolean> {
  return !!(await db
    .selectFrom('offers')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'free-trial')
    .executeTakeFirst());
}

/** Records a provider event once; false when it was handled before (a redelivered webhook). */
export async function firstDelivery(db: Kysely<Database>, id: string, type: string, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('payment_events')
    .values({ id, type, received: now.toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Open subscriptions we end ourselves (trials, comps, test payments) whose term is over; Stripe ends its own. */
export function lapsedSubscriptions(db: Kysely<Database>, now: Date): Promise<Subscription[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('finalization_date', 'is', null)
    .where('expiration', '<=', now.toISOString())
    .where((eb) => eb.or([eb('provider', 'is', null), eb('provider', '!=', 'stripe')]))
    .execute();
}
