import type { Kysely } from 'kysely';

/**
 * Solved self-hosted captcha challenges, by nonce, until their challenge would have expired anyway: a solution
 * passes once across every service instance sharing the database, not once per process.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('captcha_uses')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    /** ISO time after which the challenge is expired and the row can go. */
    .addColumn('expires', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_uses_expires').on('captcha_uses').column('expires').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('captcha_uses').execute();
}
