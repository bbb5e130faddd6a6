import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import { docInserts } from './index-docs';
import { indexSql } from './index-sql';
import { nameCodes } from './name-codes';
import type { SearchDatabase } from './search-docs.table';

/**
 * Rebuilds the search index from the record tables. The importer calls it once after a bulk load (keeping
 * the index out of the insert path is what makes the load fast). Documents are INSERT … SELECTs; only the
 * few thousand distinct name parts pass through JavaScript, for their phonetic codes. The generation bump
 * tells every service's in-memory caches that the index changed.
 */
export async function rebuildSearchIndex(
  db: Kysely<Database>,
  { log }: { log?: (step: string) => void } = {},
): Promise<void> {
  const dialect = dialectOf(db);
  const x = indexSql(dialect);
  const sdb = db.withTables<Pick<SearchDatabase, 'search_names' | 'search_state'>>();
  let last = Date.now();
  const step = (name: string) => {
    log?.(`${name} ${((Date.now() - last) / 1000).toFixed(1)} s`);
    last = Date.now();
  };
  await sdb.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      // Right after a bulk load the record tables have no statistics yet (autovacuum has not come by), and
      // the INSERT … SELECTs below are planned on them: a few seconds of sampling keeps them on hash joins.
      await sql`ANALYZE ${sql.join(SOURCE_TABLES.map((t) => sql.table(t)))}`.execute(trx);
      // A GIN index is far cheaper to build once than to maintain row by row during the load.
      await sql`DROP INDEX IF EXISTS search_docs_tsv`.execute(trx);
      await sql`DROP INDEX IF EXISTS search_docs_names_tsv`.execute(trx);
      await sql`TRUNCATE search_docs RESTART IDENTITY`.execute(trx);
    } else {
      await sql`DELETE FROM search_docs`.execute(trx);
    }
    step('cleared');
    for (const [i, insert] of docInserts.entries()) {
      await insert(x).execute(trx);
      step(`documents ${i + 1}/${docInserts.length}`);
    }
    await rebuildNames(trx);
    step('names');
    if (dialect === 'postgres') {
      await sql`CREATE INDEX search_docs_tsv ON search_docs USING gin (tsv)`.execute(trx);
      await sql`CREATE INDEX search_docs_names_tsv ON search_docs USING gin (to_tsvector('simple', names))`.execute(
        trx,
      );
    } else {
      await sql`INSERT INTO search_fts(search_fts) VALUES ('rebuild')`.execute(trx);
    }
    step('full-text index');
    await trx
      .updateTable('search_state')
      .set((eb) => ({ generation: eb('generation', '+', 1), built_at: new Date().toISOString() }))
      .where('id', '=', 1)
      .execute();
  });
  // PostgreSQL: VACUUM as well, so the new rows' hint bits and the visibility map are set once here rather than
  // by the first searches, which would otherwise dirty (and write back) every page they read.
  if (dialect === 'postgres')
    await sql.raw(db.isTransaction ? 'ANALYZE search_docs' : 'VACUUM (ANALYZE) search_docs').execute(db);
  else await sql`ANALYZE`.execute(db);
  step('statistics');
}

/** The record tables the documents are selected from. */
const SOURCE_TABLES = [
  'index_records',
  'images',
  'sub_images',
  'publications',
  'places',
  'rolls',
  'memorials',
  'memorial_elements',
  'regiments',
  'battles',
];

/** Soundex and Double Metaphone (primary and alternate) of every distinct surname, given and middle name. */
async function rebuildNames(
  trx: Kysely<Database & Pick<SearchDatabase, 'search_names' | 'search_state'>>,
): Promise<void> {
  await trx.deleteFrom('search_names').execute();
  const { rows } = await sql<{ name: string }>`
    SELECT surname AS name FROM search_docs WHERE surname IS NOT NULL
    UNION SELECT given_name FROM search_docs WHERE given_name IS NOT NULL
    UNION SELECT middle_name FROM search_docs WHERE middle_name IS NOT NULL`.execute(trx);
  const names = rows.map((r) => ({ name: r.name, ...nameCodes(r.name) }));
  for (let i = 0; i < names.length; i += 1000)
    await trx
      .insertInto('search_names')
      .values(names.slice(i, i + 1000))
      .execute();
}

/**
 * Rebuilds the index when no rebuild of this schema has produced it (a migration that changes what documents
 * hold marks it due: 003 kept old rows with empty name columns, 019 deletes them). For start-up scripts.
 */
export async function ensureSearchIndex(db: Kysely<Database>): Promise<boolean> {
  const sdb = db.withTables<Pick<SearchDatabase, 'search_state'>>();
  const state = await sdb.selectFrom('search_state').select('built_at').where('id', '=', 1).executeTakeFirst();
  const { n } = await db
    .selectFrom('publications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (state?.built_at || Number(n) === 0) return false;
  await rebuildSearchIndex(db);
  return true;
}
