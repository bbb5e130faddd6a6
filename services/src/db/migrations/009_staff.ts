import type { Kysely } from 'kysely';
import { serialType } from '../dialect';

/**
 * Staff tools (issue 4 §10) and institution links (§8): single-use impersonation links (stored hashed, with
 * who made them, for whom, when used and from where), an audit trail of every staff change, and a secret
 * link token per institution that opens its library edition without a matching address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('impersonation_tokens')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_from', 'text')
    .execute();

  await db.schema
    .createTable('staff_audit')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    /** impersonation-link, impersonation-used, external-link-removed, tag-deleted */
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'integer')
    /** What changed, e.g. the tag name or the removed link's provider. */
    .addColumn('detail', 'text')
    .addColumn('address', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_created').on('staff_audit').column('created').execute();

  await db.schema.alterTable('institutions').addColumn('link_token', 'text').execute();
  await db.schema.createIndex('institutions_link_token').on('institutions').unique().column('link_token').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('institutions_link_token').execute();
  await db.schema.alterTable('institutions').dropColumn('link_token').execute();
  await db.schema.dropTable('staff_audit').execute();
  await db.schema.dropTable('impersonation_tokens').execute();
}
