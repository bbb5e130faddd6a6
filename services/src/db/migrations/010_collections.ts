import type { Kysely } from 'kysely';

/**
 * Title collections (a conflict's publications and stories, or a theme across conflicts) and partners (the
 * archives that provided publications), content §2.1 /collection/{slug} and /partner/{slug}. Icons and
 * backgrounds are small SVG documents kept in the row: they are drawn by the generator, need no image
 * service and no file next to the database.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('title_collections')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('conflict', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .addColumn('icon_svg', 'text', (c) => c.notNull())
    .addColumn('background_svg', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('title_collection_publications')
    .ifNotExists()
    .addColumn('collection_id', 'integer', (c) => c.notNull())
    .addColumn('publication_id', 'integer', (c) => c.notNull())
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('title_collection_publications_pk', ['collection_id', 'publication_id'])
    .execute();
  await db.schema
    .createTable('partners')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('website', 'text')
    .addColumn('icon_svg', 'text', (c) => c.notNull())
    .addColumn('background_svg', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('publications_provider').ifNotExists().on('publications').column('provider').execute();
  await db.schema
    .createIndex('memorials_event')
    .ifNotExists()
    .on('memorials')
    .column('primary_military_event')
    .execute();
  await db.schema
    .createIndex('memorial_elements_type')
    .ifNotExists()
    .on('memorial_elements')
    .columns(['type', 'memorial_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('memorial_elements_type').ifExists().execute();
  await db.schema.dropIndex('memorials_event').ifExists().execute();
  await db.schema.dropIndex('publications_provider').ifExists().execute();
  await db.schema.dropTable('partners').ifExists().execute();
  await db.schema.dropTable('title_collection_publications').ifExists().execute();
  await db.schema.dropTable('title_collections').ifExists().execute();
}
