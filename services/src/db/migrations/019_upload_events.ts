import type { Kysely } from 'kysely';
import { serialType } from '../dialect';

/**
 * Each upload a member sends (gallery images, profile photos), kept an hour: the hourly limit counts them here so
 * every services instance sharing the database sees the same count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('upload_events')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** gallery or photo: each has its own limit. */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('upload_events_member').on('upload_events').columns(['user_id', 'kind', 'at']).execute();
  await db.schema.createIndex('upload_events_at').on('upload_events').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upload_events').execute();
}
