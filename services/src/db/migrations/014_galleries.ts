import type { Kysely } from 'kysely';
import { serialType } from '../dialect';

/**
 * Galleries and member uploads (content spec §7.5). No foreign keys: the demo-data importer empties users and
 * images in its own order, and these rows are removed with their image by the upload routes instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gallery_items')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'integer', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gallery_items_user_object')
    .on('gallery_items')
    .columns(['user_id', 'content_type', 'object_id'])
    .unique()
    .execute();

  // One row per uploaded image: who owns it, what they said about it, and whether others may see it.
  await db.schema
    .createTable('user_uploads')
    .addColumn('image_id', 'integer', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('public', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('modified', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_uploads_user').on('user_uploads').columns(['user_id', 'created']).execute();
  // Recent and per-name tag lists of one member read tags newest first.
  await db.schema.createIndex('tags_user_created').on('tags').columns(['user_id', 'created']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tags_user_created').execute();
  await db.schema.dropTable('user_uploads').execute();
  await db.schema.dropTable('gallery_items').execute();
}
