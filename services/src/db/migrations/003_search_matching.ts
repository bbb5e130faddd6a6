import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/** Columns search_docs gains for fielded keywords, the new facets and every hit type (issue 3). */
const NEW_COLUMNS: [string, 'text' | 'integer'][] = [
  ['surname', 'text'],
  ['given_name', 'text'],
  ['middle_name', 'text'],
  ['birth_year', 'integer'],
  ['enlistment_year', 'integer'],
  ['death_year', 'integer'],
  ['place_id', 'integer'],
  ['birth_place_id', 'integer'],
  ['residence_place_id', 'integer'],
  ['enlistment_place_id', 'integer'],
  ['death_place_id', 'integer'],
  ['service_number', 'text'],
  ['military_rank', 'text'],
  ['collection', 'text'],
  ['sub_type', 'text'],
  ['provider', 'text'],
  ['language', 'text'],
];

/**
 * Name matching, new facets and OCR kept apart: search_docs gets name parts, vital years, place ids and
 * publication attributes; page OCR moves to its own full-text column (so `ocr: false` can leave it out);
 * search_names holds the Soundex and Double Metaphone codes of every distinct name part; search_state
 * holds the index generation that in-memory caches key on. The index must be rebuilt afterwards
 * (rebuildSearchIndex; the bench loader does it when migrations change).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  for (const [name, type] of NEW_COLUMNS) await db.schema.alterTable('search_docs').addColumn(name, type).execute();
  await db.schema
    .alterTable('search_docs')
    .addColumn('ocr', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  if (dialect === 'postgres') {
    await sql`DROP INDEX IF EXISTS search_docs_tsv`.execute(db);
    await sql`ALTER TABLE search_docs DROP COLUMN tsv`.execute(db);
    // D weight is page OCR: a query with ocr=false restricts its terms to weights A-C.
    await sql`ALTER TABLE search_docs ADD COLUMN tsv tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', names), 'B') ||
      setweight(to_tsvector('simple', body), 'C') || setweight(to_tsvector('simple', ocr), 'D')) STORED`.execute(db);
    await sql`CREATE INDEX search_docs_tsv ON search_docs USING gin (tsv)`.execute(db);
  } else {
    await sql`DROP TABLE search_fts`.execute(db);
    await sql`CREATE VIRTUAL TABLE search_fts USING fts5(
      title, names, body, ocr, content='search_docs', content_rowid='id',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(db);
  }

  // Fielded name keywords resolve to a list of names, then to these indexes.
  await db.schema.createIndex('search_docs_surname').on('search_docs').columns(['surname', 'given_name']).execute();
  await db.schema.createIndex('search_docs_given').on('search_docs').columns(['given_name']).execute();
  await db.schema.createIndex('search_docs_middle').on('search_docs').columns(['middle_name']).execute();
  await db.schema.createIndex('search_docs_service_number').on('search_docs').columns(['service_number']).execute();

  await db.schema
    .createTable('search_names')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('soundex', 'text', (c) => c.notNull())
    .addColumn('metaphone', 'text', (c) => c.notNull())
    .addColumn('metaphone_alt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_names_soundex').on('search_names').column('soundex').execute();
  await db.schema.createIndex('search_names_metaphone').on('search_names').column('metaphone').execute();
  await db.schema.createIndex('search_names_metaphone_alt').on('search_names').column('metaphone_alt').execute();

  await db.schema
    .createTable('search_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('built_at', 'text')
    .execute();
  await db
    .insertInto('search_state' as never)
    .values({ id: 1, generation: 0, built_at: null } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_state').execute();
  await db.schema.dropTable('search_names').execute();
}
