import type { Kysely } from 'kysely';
import { serialType } from '../dialect';

/** Feedback and contact messages (accounts spec §3 "Feedback submission"), read by staff in /admin. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer')
    .addColumn('object_id', 'integer')
    .addColumn('object_type', 'text')
    .addColumn('url', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('user_id', 'integer')
    .addColumn('username', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('NEW'))
    .execute();
  // Staff read newest first.
  await db.schema.createIndex('feedback_created').on('feedback').columns(['created', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
