import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * PostgreSQL: a GIN index on the names column's own tsvector. A name-only query (`'smith':*B`, the full-name
 * fielded keyword) on the weighted `tsv` index is lossy: GIN keeps no weights, so every document with the word
 * anywhere (titles, OCR) had its tsv read and rechecked, TOASTed page text included. Against this index the
 * match is exact and only the matching rows are read (search/fulltext.postgres.ts). rebuildSearchIndex drops
 * and rebuilds it with the tsv index. SQLite's FTS5 restricts to a column by itself: nothing to do there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE INDEX IF NOT EXISTS search_docs_names_tsv ON search_docs USING gin (to_tsvector('simple', names))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`DROP INDEX IF EXISTS search_docs_names_tsv`.execute(db);
}
