import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import { FTS_COLUMNS } from './fulltext.sqlite';
import type { SearchDatabase } from './search-docs.table';

const FTS_LIST = sql.join(FTS_COLUMNS.map((c) => sql.ref(c)));
/** The documents that take their access level and provider from their publication (index-docs.ts). */
const PUBLICATION_TYPES = sql.join(['INDEX_RECORD', 'IMAGE', 'SUB_IMAGE', 'FILE']);

/**
 * Gives a publication's search documents its new access level and provider, inside the caller's transaction, and
 * bumps the index generation: facet counts and totals cached per generation were counted with the old level
 * (docs/decisions/publications-admin.md). On SQLite the documents' hidden words move to their new level's FTS5
 * column, so their FTS rows are taken out with the old values and put back with the new ones; PostgreSQL's tsv is
 * a generated column and follows the row.
 */
export async function updatePublicationDocs(
  db: Kysely<Database>,
  publicationId: number,
  set: { accessLevel: string; provider: string },
): Promise<void> {
  const theirs = sql`publication_id = ${publicationId} AND content_type IN (${PUBLICATION_TYPES})`;
  const sqlite = dialectOf(db) === 'sqlite';
  if (sqlite) {
    await sql`INSERT INTO search_fts(search_fts, rowid, ${FTS_LIST}) SELECT 'delete', id, ${FTS_LIST} FROM search_fts_content
      WHERE id IN (SELECT id FROM search_docs WHERE ${theirs})`.execute(db);
  }
  await sql`UPDATE search_docs SET access_level = ${set.accessLevel}, provider = ${set.provider} WHERE ${theirs}`.execute(
    db,
  );
  if (sqlite) {
    await sql`INSERT INTO search_fts(rowid, ${FTS_LIST}) SELECT id, ${FTS_LIST} FROM search_fts_content
      WHERE id IN (SELECT id FROM search_docs WHERE ${theirs})`.execute(db);
  }
  await db
    .withTables<Pick<SearchDatabase, 'search_state'>>()
    .updateTable('search_state')
    .set((eb) => ({ generation: eb('generation', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}
