import type { Kysely } from 'kysely';

// The annotations table of 001 gains the short label shown on the rectangle (content §5 "annotation label",
// at most 32 characters) and an index for the viewer, which reads a page's annotations on every visit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('annotations').addColumn('label', 'text').execute();
  await db.schema.createIndex('annotations_image').on('annotations').columns(['image_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('annotations_image').execute();
  await db.schema.alterTable('annotations').dropColumn('label').execute();
}
