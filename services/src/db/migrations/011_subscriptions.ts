import type { Kysely } from 'kysely';
import { serialType } from '../dialect';

/**
 * Memberships (issue 4 §7, accounts spec §3): subscriptions with the spec's fields, the money transactions
 * behind them, offers (the free trial and where it came from), pending checkouts with the payment provider,
 * and the provider events already handled (a webhook may be delivered twice).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** monthly, annual, all-access, free-trial or comp */
    .addColumn('plan', 'text', (c) => c.notNull())
    /** The length of one term: an ISO-8601 duration (P1M, P1Y, P7D) or COMP for a staff-set end. */
    .addColumn('duration', 'text', (c) => c.notNull())
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('expiration', 'text', (c) => c.notNull())
    .addColumn('finalization_date', 'text')
    /** canceled, expired, ended-by-provider or replaced */
    .addColumn('finalization_type', 'text')
    /** checkout, free-trial, comp */
    .addColumn('origin', 'text', (c) => c.notNull())
    /** The last thing that happened: purchase, renewal, cancel-requested, ended, trial-started, comp-granted. */
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('free_trial_canceled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('provider', 'text')
    .addColumn('provider_subscription_id', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('card_brand', 'text')
    .execute();
  await db.schema.createIndex('subscriptions_user').on('subscriptions').columns(['user_id', 'start']).execute();
  await db.schema
    .createIndex('subscriptions_provider_id')
    .on('subscriptions')
    .column('provider_subscription_id')
    .execute();
  await db.schema
    .createIndex('subscriptions_open')
    .on('subscriptions')
    .columns(['finalization_date', 'expiration'])
    .execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('subscription_id', 'integer')
    /** purchase, renewal, comp, free-trial */
    .addColumn('type', 'text', (c) => c.notNull())
    /** approved, declined, pending */
    .addColumn('state', 'text', (c) => c.notNull())
    /** The provider's reference of the payment (checkout session, invoice), or the staff grant. */
    .addColumn('approval', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('transactions_user').on('transactions').column('user_id').execute();

  await db.schema
    .createTable('offers')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    /** Where the offer came from: the `iid` of /freetrial?iid=6677, as text. */
    .addColumn('origin', 'text')
    .addColumn('expiration', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  // One free trial per account, held by the database, not only by a check before the insert.
  await db.schema.createIndex('offers_user_kind').on('offers').unique().columns(['user_id', 'kind']).execute();

  await db.schema
    .createTable('checkouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    /** pending, completed */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['payment_events', 'checkouts', 'offers', 'transactions', 'subscriptions'])
    await db.schema.dropTable(table).execute();
}
