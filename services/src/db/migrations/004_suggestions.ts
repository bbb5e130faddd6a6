import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Summary tables behind GET /fold31-search/suggest (suggest/suggest.build.ts fills them): one row per
 * surname, per given name and surname, per place and per year and decade, with its index-record count. Keys are
 * lower-cased and stripped of accents; prefix lookups are ranges on them, so PostgreSQL compares them
 * byte-wise (COLLATE "C"), exactly as SQLite's default BINARY collation does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = dialectOf(db) === 'postgres' ? sql`text COLLATE "C"` : sql`text`;

  await db.schema
    .createTable('surname_counts')
    .addColumn('surname', text, (c) => c.notNull())
    .addColumn('surname_key', text, (c) => c.notNull())
    .addColumn('record_count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('surname_counts_key')
    .on('surname_counts')
    .columns(['surname_key', 'record_count'])
    .execute();

  await db.schema
    .createTable('full_name_counts')
    .addColumn('given_name', text, (c) => c.notNull())
    .addColumn('surname', text, (c) => c.notNull())
    .addColumn('given_key', text, (c) => c.notNull())
    .addColumn('surname_key', text, (c) => c.notNull())
    .addColumn('record_count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('full_name_counts_key')
    .on('full_name_counts')
    .columns(['given_key', 'surname_key'])
    .execute();

  await db.schema
    .createTable('place_counts')
    .addColumn('path', text, (c) => c.primaryKey())
    .addColumn('label', text, (c) => c.notNull())
    .addColumn('label_key', text, (c) => c.notNull())
    .addColumn('path_key', text, (c) => c.notNull())
    .addColumn('record_count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('place_counts_label').on('place_counts').column('label_key').execute();
  await db.schema.createIndex('place_counts_path').on('place_counts').column('path_key').execute();

  // span YEAR rows count one year, DECADE rows the ten years from `year`.
  await db.schema
    .createTable('date_counts')
    .addColumn('span', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('record_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('date_counts_pk', ['span', 'year'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['date_counts', 'place_counts', 'full_name_counts', 'surname_counts'])
    await db.schema.dropTable(table).execute();
}
