import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import { fileDocs, imageDocs, memorialDocs, recordDocs } from './index-docs';
import { type IndexSql, indexSql } from './index-sql';
import { bumpVersions } from './index-state';
import { nameCodes } from './name-codes';
import type { SearchDatabase } from './search-docs.table';
import { FTS_COLUMNS } from './fulltext.sqlite';

const FTS_LIST = sql.join(FTS_COLUMNS.map((c) => sql.ref(c)));
const FTS_VALUES = sql.join(FTS_COLUMNS.map((c) => sql.ref(`c.${c}`)));

/** The content types whose documents are replaced one object at a time, each with the full build's own statement. */
const DOC_SELECTS: Record<
  'STORY_PAGE' | 'IMAGE' | 'FILE' | 'INDEX_RECORD',
  (x: IndexSql, ids: readonly number[]) => RawBuilder<unknown>
> = {
  STORY_PAGE: memorialDocs,
  IMAGE: imageDocs,
  FILE: fileDocs,
  INDEX_RECORD: recordDocs,
};

export type UpdatableContentType = keyof typeof DOC_SELECTS;

/**
 * The FTS5 content rows (`c`) of the documents `theirs` picks, found by the documents' key first: asked as
 * `id IN (SELECT …)` over the view, SQLite scanned every document for each call (a second per call at a million).
 * SQLite only; CROSS JOIN keeps that order.
 */
const ofThese = (theirs: RawBuilder<unknown>) =>
  sql`search_docs d CROSS JOIN search_fts_content c ON c.id = d.id WHERE ${theirs}`;

// Well under SQLite's bound-parameter limit; a write path reindexes one memorial, a script a few hundred, an import
// batch up to 2,000 records (one statement each, not four: on PostgreSQL every statement is a round trip).
const CHUNK = 2000;

/**
 * Replaces the search documents of the given objects, inside the caller's transaction (opening one when given
 * none), so a write and its index entry commit together. An object that no longer exists, or no longer belongs in
 * the index (a private memorial), just loses its document. Callers change the object's own row first: its row lock
 * makes two concurrent reindexes of one object wait for each other instead of both inserting its document.
 *
 * The index generation is not bumped for the documents themselves: hits are read fresh on every search, and only
 * the facet counts and totals of repeated queries are cached (5 minutes), so those may lag that long; a bump would
 * retire every service's dictionaries and the empty search page's counts on each memorial edit (docs/decisions/search-index.md,
 * "Updates"). It is bumped when a name part new to search_names arrives, since the name dictionary
 * is loaded per generation and would not otherwise know the name. The documents version is bumped every time: the
 * facet columns held in memory (facet-columns.ts) are exact or not used.
 */
export async function reindexDocs(
  db: Kysely<Database>,
  contentType: UpdatableContentType,
  ids: readonly number[],
  { fresh = false }: { fresh?: boolean } = {},
): Promise<void> {
  if (ids.length === 0) return;
  if (!db.isTransaction) return db.transaction().execute((trx) => reindexDocs(trx, contentType, ids, { fresh }));
  const dialect = dialectOf(db);
  let newNames = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = [...new Set(ids.slice(i, i + CHUNK))];
    const theirs = sql`content_type = ${contentType} AND object_id IN (${sql.join(chunk)})`;
    // search_fts is an external-content table over the view search_fts_content (hidden words in their level's column):
    // it forgets a row only when told the values it indexed.
    // Objects just made (an import's new records) have no document to remove.
    if (dialect === 'sqlite' && !fresh) {
      await sql`INSERT INTO search_fts(search_fts, rowid, ${FTS_LIST}) SELECT 'delete', c.id, ${FTS_VALUES} FROM ${ofThese(theirs)}`.execute(
        db,
      );
    }
    if (!fresh) await sql`DELETE FROM search_docs WHERE ${theirs}`.execute(db);
    await DOC_SELECTS[contentType](indexSql(dialect), chunk).execute(db);
    // PostgreSQL's tsv is a generated column and its GIN indexes follow the row; FTS5 has to be told.
    if (dialect === 'sqlite') {
      await sql`INSERT INTO search_fts(rowid, ${FTS_LIST}) SELECT c.id, ${FTS_VALUES} FROM ${ofThese(theirs)}`.execute(
        db,
      );
    }
    newNames += await addNames(db, theirs);
  }
  // The documents version tells every services process that its in-memory facet columns are out of date.
  await bumpVersions(db, { generation: newNames > 0, docs: true });
}

/**
 * Adds the name parts of the given documents that search_names lacks, with their codes; answers how many.
 * Names no document uses any more stay until the next full rebuild: they only make a name expansion a little longer.
 */
async function addNames(db: Kysely<Database>, theirs: RawBuilder<unknown>): Promise<number> {
  // The documents are read once, by their key: with `surname IS NOT NULL` beside it, SQLite would rather walk the
  // surname index over the whole table, which made a 1,000-row import batch take a second. On SQLite the key is
  // named outright: with statistics from an ANALYZE of a small archive (sqlite_stat1 says 49 documents) SQLite 3.53
  // scanned every document for the 500-id list instead, 28 ms a batch at 120,000 documents and growing with them:
  // the import's slowing down as the archive grows.
  const docs = dialectOf(db) === 'sqlite' ? sql`search_docs INDEXED BY search_docs_ref` : sql`search_docs`;
  const { rows } = await sql<{ name: string }>`
    WITH d AS MATERIALIZED (SELECT surname, given_name, middle_name FROM ${docs} WHERE ${theirs})
    SELECT n.name FROM (
      SELECT surname AS name FROM d WHERE surname IS NOT NULL
      UNION SELECT given_name FROM d WHERE given_name IS NOT NULL
      UNION SELECT middle_name FROM d WHERE middle_name IS NOT NULL) n
    WHERE NOT EXISTS (SELECT 1 FROM search_names s WHERE s.name = n.name)`.execute(db);
  if (rows.length === 0) return 0;
  // A concurrent edit may add the same name first: theirs is as good as ours.
  await db
    .withTables<Pick<SearchDatabase, 'search_names'>>()
    .insertInto('search_names')
    .values(rows.map((r) => ({ name: r.name, ...nameCodes(r.name) })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return rows.length;
}

// From this many documents on, rebuilding FTS5 from search_docs beats telling it of each removal.
const BULK_DROP = 20_000;

/**
 * Removes the documents of objects that no longer exist (an undone import's records). Many at once on SQLite, the
 * documents are deleted directly and the full-text index rebuilt from what is left, in the same transaction: FTS5's
 * row-by-row 'delete' costs half a millisecond a row, the rebuild a few seconds per hundred thousand documents.
 */
export async function dropDocs(
  db: Kysely<Database>,
  contentType: UpdatableContentType,
  ids: readonly number[],
): Promise<void> {
  if (dialectOf(db) !== 'sqlite' || ids.length < BULK_DROP) return reindexDocs(db, contentType, ids);
  if (!db.isTransaction) return db.transaction().execute((trx) => dropDocs(trx, contentType, ids));
  for (let i = 0; i < ids.length; i += CHUNK)
    await sql`DELETE FROM search_docs WHERE content_type = ${contentType} AND object_id IN (${sql.join(ids.slice(i, i + CHUNK))})`.execute(
      db,
    );
  await sql`INSERT INTO search_fts(search_fts) VALUES ('rebuild')`.execute(db);
  await bumpVersions(db, { docs: true });
}
