import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Free keywords match a record's hidden words only for callers who may view the record (security issue, point 6;
 * search/field-visibility.ts). search_docs gets `hidden`: the words of the fields a record page hides from a caller
 * who may not view it (rank, unit, casualty, service number, place, years), which `body` held until now. The
 * full-text structures keep those words apart by the document's access level:
 * - SQLite: the FTS5 table gets one column per level (hidden_public … hidden_silo, and hidden_other for a level
 *   not listed), read through the view search_fts_content that puts `hidden` into its level's column; a search
 *   restricts its terms to the columns the caller may match (search/fulltext.sqlite.ts).
 * - PostgreSQL: `tsv` takes the hidden words with every lexeme tagged by the level (`~SUboston`; PUBLIC
 *   untagged), so a keyword matches them only through the tagged alternatives a search adds for the levels the
 *   caller opens (search/fulltext.postgres.ts). The tag starts with a character no query word can hold.
 * The documents are deleted (their bodies still hold the hidden words) and the index marked as due for a rebuild,
 * which start-up (ensureSearchIndex) and the bench loader then run.
 */
const LEVELS = ['PUBLIC', 'REGISTERED', 'CONFIRMED', 'SUBSCRIBER', 'SILO'];
const levelList = sql.join(LEVELS.map((l) => sql.lit(l)));
const hiddenColumns = [...LEVELS, 'OTHER'].map((l) => `hidden_${l.toLowerCase()}`);

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  if (dialect === 'postgres') {
    await sql`TRUNCATE search_docs RESTART IDENTITY`.execute(db);
  } else {
    await sql`DROP TABLE search_fts`.execute(db);
    await sql`DELETE FROM search_docs`.execute(db);
  }
  await db
    .updateTable('search_state')
    .set({ built_at: null, generation: sql`generation + 1` })
    .execute();
  await db.schema
    .alterTable('search_docs')
    .addColumn('hidden', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  if (dialect === 'postgres') {
    // The tag of a level's hidden words: `~` and the level's first two letters (~RE, ~CO, ~SU, ~SI), ~OT for any
    // other level; short, since every hidden word of a million records carries one. Both functions are a single
    // expression, which PostgreSQL inlines: a search tags its keywords with them at no cost (fulltext.postgres.ts).
    await sql`CREATE FUNCTION search_level_tag(level text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE WHEN level = 'PUBLIC' THEN '' WHEN level IN (${levelList}) THEN '~' || left(level, 2) ELSE '~OT' END $$`.execute(
      db,
    );
    // Every quoted lexeme of a tsvector's or tsquery's text, prefixed with the tag (positions, weights and :* kept).
    await sql`CREATE FUNCTION search_tag_lexemes(lexemes text, tag text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT regexp_replace(lexemes, '''((?:[^'']|'''')*)''', '''' || tag || '\\1''', 'g') $$`.execute(db);
    await sql`ALTER TABLE search_docs DROP COLUMN tsv`.execute(db);
    await sql`ALTER TABLE search_docs ADD COLUMN tsv tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', names), 'B') ||
      setweight(to_tsvector('simple', body), 'C') ||
      setweight(search_tag_lexemes(to_tsvector('simple', hidden)::text, search_level_tag(access_level))::tsvector, 'C') ||
      setweight(to_tsvector('simple', ocr), 'D')) STORED`.execute(db);
    await sql`CREATE INDEX search_docs_tsv ON search_docs USING gin (tsv)`.execute(db);
  } else {
    const split = [
      ...LEVELS.map(
        (level, i) =>
          sql`CASE WHEN access_level = ${sql.lit(level)} THEN hidden ELSE '' END AS ${sql.ref(hiddenColumns[i])}`,
      ),
      sql`CASE WHEN access_level NOT IN (${levelList}) THEN hidden ELSE '' END AS hidden_other`,
    ];
    await sql`CREATE VIEW search_fts_content AS SELECT id, title, names, body, ocr, ${sql.join(split)} FROM search_docs`.execute(
      db,
    );
    await sql`CREATE VIRTUAL TABLE search_fts USING fts5(
      title, names, body, ocr, ${sql.raw(hiddenColumns.join(', '))}, content='search_fts_content', content_rowid='id',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  if (dialect === 'postgres') {
    await sql`TRUNCATE search_docs RESTART IDENTITY`.execute(db);
    await sql`ALTER TABLE search_docs DROP COLUMN tsv`.execute(db);
    await sql`ALTER TABLE search_docs ADD COLUMN tsv tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', names), 'B') ||
      setweight(to_tsvector('simple', body), 'C') || setweight(to_tsvector('simple', ocr), 'D')) STORED`.execute(db);
    await sql`CREATE INDEX search_docs_tsv ON search_docs USING gin (tsv)`.execute(db);
    await sql`DROP FUNCTION search_tag_lexemes(text, text)`.execute(db);
    await sql`DROP FUNCTION search_level_tag(text)`.execute(db);
  } else {
    await sql`DROP TABLE search_fts`.execute(db);
    await sql`DROP VIEW search_fts_content`.execute(db);
    await sql`DELETE FROM search_docs`.execute(db);
    await sql`CREATE VIRTUAL TABLE search_fts USING fts5(
      title, names, body, ocr, content='search_docs', content_rowid='id',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(db);
  }
  await db.schema.alterTable('search_docs').dropColumn('hidden').execute();
  await db
    .updateTable('search_state')
    .set({ built_at: null, generation: sql`generation + 1` })
    .execute();
}
