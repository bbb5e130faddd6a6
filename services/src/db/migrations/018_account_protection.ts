import { type Kysely, sql } from 'kysely';

/**
 * Account protection (security issue): an account-wide lock that only an emailed unlock link (or a password
 * reset) lifts, failed sign-ins of unknown logins counted by login, a shared fixed-window counter for the
 * per-address and per-recipient limits, and mail already sent no longer holding its token in the outbox.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Set when 50 failed sign-ins in 24 hours lock the account; null while it is open.
  await db.schema.alterTable('users').addColumn('locked_at', 'text').execute();
  // An unlock starts the account-wide count afresh: failures before this time no longer count.
  await db.schema.alterTable('users').addColumn('failures_counted_from', 'text').execute();
  // The login as typed (trimmed, lower-cased), so an unknown login locks after 5 failures like a real one.
  await db.schema.alterTable('sign_in_failures').addColumn('login', 'text').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (c) => c.notNull())
    /** SHA-256 of the limited key (an address, a recipient): the table holds no addresses. */
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'key'])
    .execute();
  await db.schema.createIndex('rate_limits_window_ends').on('rate_limits').column('window_ends').execute();

  // Mail sent before this migration kept its token in plain text: keep a redacted copy only.
  await db
    .updateTable('mail_outbox')
    .set({ text: sql`replace(text, token, '[redacted]')`, token: null })
    .where('sent_at', 'is not', null)
    .where('token', 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.alterTable('sign_in_failures').dropColumn('login').execute();
  await db.schema.alterTable('users').dropColumn('failures_counted_from').execute();
  await db.schema.alterTable('users').dropColumn('locked_at').execute();
}
