import type { Kysely } from 'kysely';
import { serialType } from '../dialect';

/**
 * Staff edit a publication's editorial fields (issue 15 point 4, content spec §3.5, §7.6;
 * docs/decisions/publications-admin.md):
 * - `access_level` stays the level that guards the publication (every reader uses it) and becomes the effective
 *   one: `configured_access_level` clamped to [`minimum_access_level`, `maximum_access_level`]. A null configured
 *   level (every row written before, and rows the generator and imports write) means `access_level` itself.
 * - allow_imports, percent complete (and the override shown instead), browse out of date, cover and sample images.
 * - publication_events: every creation and edit with its changes from → to (GET /publication/event/{id}); its
 *   largest id is the catalogue version that the services' caches of publication data are kept by.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const add = (name: string, type: 'text' | 'integer', build: (c: any) => any = (c) => c) =>
    db.schema.alterTable('publications').addColumn(name, type, build).execute();
  await add('configured_access_level', 'text');
  await add('minimum_access_level', 'text', (c) => c.notNull().defaultTo('PUBLIC'));
  await add('maximum_access_level', 'text', (c) => c.notNull().defaultTo('SILO'));
  await add('allow_imports', 'integer', (c) => c.notNull().defaultTo(1));
  await add('percent_complete', 'integer', (c) => c.notNull().defaultTo(100));
  await add('percent_complete_override', 'integer');
  await add('browse_out_of_date', 'integer', (c) => c.notNull().defaultTo(0));
  await add('cover_image_id', 'integer');
  await add('sample_image_ids', 'text', (c) => c.notNull().defaultTo('[]'));
  await add('last_modification', 'text');

  await db.schema
    .createTable('publication_events')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('publication_id', 'integer', (c) => c.notNull())
    /** CREATED or EDITED. */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** JSON [{ field, from, to }]. */
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('publication_events_publication')
    .on('publication_events')
    .columns(['publication_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('publication_events').execute();
  for (const name of [
    'last_modification',
    'sample_image_ids',
    'cover_image_id',
    'browse_out_of_date',
    'percent_complete_override',
    'percent_complete',
    'allow_imports',
    'maximum_access_level',
    'minimum_access_level',
    'configured_access_level',
  ])
    await db.schema.alterTable('publications').dropColumn(name).execute();
}
