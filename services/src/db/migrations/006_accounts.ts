import { type Kysely, sql } from 'kysely';
import { serialType } from '../dialect';

/**
 * Accounts (accounts spec §3, §5, §7): profile, communication settings and credential state on `users`;
 * emailed tokens (stored hashed), the mail outbox, and failed sign-ins for throttling, kept in the database
 * so every gateway and service instance sees the same counts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const columns: [string, 'text' | 'integer', string | number | null][] = [
    ['display_name', 'text', ''],
    ['about', 'text', ''],
    ['location', 'text', ''],
    ['comm_newsletter', 'integer', 0],
    ['comm_offers', 'integer', 0],
    ['comm_memorial_activity', 'integer', 1],
    ['password_update_required', 'integer', 0],
    ['credentials_version', 'integer', 1],
    ['closed', 'integer', 0],
    ['pending_email', 'text', null],
    ['photo_path', 'text', null],
    ['how_did_you_hear', 'text', null],
    ['facebook_id', 'text', null],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('users')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
  // Sign-in, availability and uniqueness ignore case; the stored spelling is kept for display.
  await db.schema
    .createIndex('users_username_lower')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
  await db.schema
    .createIndex('users_email_lower')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('user_tokens')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** verify-email, reset-password or email-change */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    /** The new address of an email change. */
    .addColumn('email', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('user_tokens_user').on('user_tokens').columns(['user_id', 'kind']).execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('token', 'text')
    .addColumn('user_id', 'integer')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('user_id', 'integer')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_failures_user')
    .on('sign_in_failures')
    .columns(['user_id', 'failed_at'])
    .execute();
  await db.schema
    .createIndex('sign_in_failures_address')
    .on('sign_in_failures')
    .columns(['address', 'failed_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['sign_in_failures', 'mail_outbox', 'user_tokens']) await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('users_email_lower').execute();
  await db.schema.dropIndex('users_username_lower').execute();
  for (const name of [
    'facebook_id',
    'how_did_you_hear',
    'photo_path',
    'pending_email',
    'closed',
    'credentials_version',
    'password_update_required',
    'comm_memorial_activity',
    'comm_offers',
    'comm_newsletter',
    'location',
    'about',
    'display_name',
  ]) {
    await db.schema.alterTable('users').dropColumn(name).execute();
  }
}
