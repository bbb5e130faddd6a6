import type { Kysely } from 'kysely';
import { serialType } from '../dialect';

/**
 * Partners' API keys (issue 14 point 1): only the SHA-256 of the secret is kept, with the prefix staff see, the
 * scopes, the web origins allowed to call with it, its expiry, revocation and last use.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    /** The partner's account: the key opens what its membership and institution open. */
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    /** JSON array: read, write, freeform. */
    .addColumn('scopes', 'text', (c) => c.notNull())
    /** JSON array of origins (scheme://host[:port]) for CORS. */
    .addColumn('origins', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by', 'integer')
    .execute();
  await db.schema.createIndex('api_keys_owner').on('api_keys').columns(['owner_id', 'revoked_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
