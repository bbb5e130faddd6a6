import type { Kysely } from 'kysely';

/**
 * 'Manage this image' (content §2.4, issue 15): a scan's revision, bumped when staff replace or rotate it so that
 * every address made before stops working, and the scans staff have hidden (trashed), kept apart from `images` so
 * that the check every page list makes costs one look-up in a table that is nearly always empty.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('images')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('hidden_images')
    .addColumn('image_id', 'integer', (c) => c.primaryKey().references('images.id').onDelete('cascade'))
    .addColumn('hidden_by', 'integer', (c) => c.notNull())
    .addColumn('hidden_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hidden_images').execute();
  await db.schema.alterTable('images').dropColumn('revision').execute();
}
