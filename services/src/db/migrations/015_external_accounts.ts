import type { Kysely } from 'kysely';
import { serialType } from '../dialect';

/**
 * Links between a Muster account and an account at an outside identity provider (accounts spec §2 provider
 * mode, §6 "remove an external account link"): one row per provider account, and at most one account of a
 * provider per member. No foreign key to users, as in 014: the demo-data importer empties users in its own order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('external_accounts')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    /** The provider's key, e.g. `genealogy` (the OpenID Connect sign-in). */
    .addColumn('provider', 'text', (c) => c.notNull())
    /** The provider's stable id of the person (the ID token's `sub`). */
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** The address the provider gave when the link was made, for support staff. */
    .addColumn('email', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('external_accounts_subject')
    .on('external_accounts')
    .columns(['provider', 'subject'])
    .unique()
    .execute();
  await db.schema
    .createIndex('external_accounts_user')
    .on('external_accounts')
    .columns(['user_id', 'provider'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('external_accounts').execute();
}
