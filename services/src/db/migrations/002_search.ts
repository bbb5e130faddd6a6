import { type Kysely, sql } from 'kysely';
import { dialectOf, serialType } from '../dialect';

/**
 * The search index: one plain table of searchable documents (see search/search-docs.table.ts) plus the
 * engine's full-text structure over it: an external-content FTS5 table on SQLite, a weighted tsvector
 * with a GIN index on PostgreSQL. rebuildSearchIndex() fills both from the record tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  let table = db.schema
    .createTable('search_docs')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('sort_name', 'text', (c) => c.notNull())
    .addColumn('publication_id', 'integer')
    .addColumn('pub_content_type', 'text')
    .addColumn('doc_type', 'text')
    .addColumn('conflict', 'text')
    .addColumn('branch', 'text')
    .addColumn('place_path', 'text')
    .addColumn('place_country', 'text')
    .addColumn('place_state', 'text')
    .addColumn('date', 'text')
    .addColumn('year', 'integer')
    .addColumn('access_level', 'text', (c) => c.notNull())
    .addColumn('last_modified', 'text')
    .addColumn('roll_id', 'integer')
    .addColumn('ordinal', 'integer');
  if (dialect === 'postgres') {
    // Title weighs most (A), then names (B), then the body (C); 'simple' keeps names unstemmed, like FTS5's unicode61.
    table = table.addColumn('tsv', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`
      setweight(to_tsvector('simple', title), 'A') ||
      setweight(to_tsvector('simple', names), 'B') ||
      setweight(to_tsvector('simple', body), 'C')`,
        )
        .stored(),
    );
  }
  await table.execute();
  await db.schema
    .createIndex('search_docs_ref')
    .on('search_docs')
    .columns(['content_type', 'object_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('search_docs_publication')
    .on('search_docs')
    .columns(['publication_id', 'roll_id', 'ordinal'])
    .execute();
  await db.schema.createIndex('search_docs_sort_name').on('search_docs').column('sort_name').execute();

  if (dialect === 'postgres') {
    await sql`CREATE INDEX search_docs_tsv ON search_docs USING gin (tsv)`.execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE search_fts USING fts5(
      title, names, body, content='search_docs', content_rowid='id',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await sql`DROP TABLE search_fts`.execute(db);
  await db.schema.dropTable('search_docs').execute();
}
