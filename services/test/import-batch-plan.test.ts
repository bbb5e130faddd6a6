import { sql } from 'kysely';
import { type TestDb, backends, openTestDb } from '@muster/testkit';
import { seedFixtures } from '@muster/testkit/fixtures';
import { recordDocs } from '../src/search/index-docs';
import { indexSql } from '../src/search/index-sql';

const RECORDS = 20_000;

/**
 * An import batch writes the search documents of its own records: the statement must find them by key however
 * large the archive and however old its statistics. Neither engine's statistics follow an import (autovacuum may be
 * off; SQLite analyses when told), and with those of the small archive analysed at seeding, PostgreSQL read every
 * record of each page and SQLite scanned every record, for each batch: the import slowed as the archive grew
 * (2,084 rows/s at a million on PostgreSQL; docs/performance.md, Imports).
 */
describe.each(backends)('an import batch reads only its own records on %s', (backend) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedFixtures(t.db.db, t.dataDir); // analyses the tables at the fixtures' few records
    const model = await t.db.db.selectFrom('index_records').selectAll().orderBy('id').executeTakeFirstOrThrow();
    for (let from = 0; from < RECORDS; from += 200)
      await t.db.db
        .insertInto('index_records')
        .values(Array.from({ length: 200 }, (_, i) => ({ ...model, id: 100_000 + from + i })))
        .execute();
  }, 120_000);
  afterAll(() => t?.dispose());

  test('the documents of 500 new records are written from those records alone, each found by its key', async () => {
    const ids = Array.from({ length: 500 }, (_, i) => 110_000 + i);
    const statement = recordDocs(indexSql(backend), ids).compile(t.db.db);
    const plan = await t.db.db.executeQuery<Record<string, string>>({
      ...statement,
      sql: `${backend === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN'} ${statement.sql}`,
    });
    const lines = plan.rows.map((r) => r.detail ?? r['QUERY PLAN']);
    const onRecords = lines.filter((l) => /index_records/.test(l));
    expect(onRecords.length).toBeGreaterThan(0);
    // Only key lookups on index_records: no scan of the table, nor of another of its indexes (the image's records).
    for (const line of onRecords)
      expect(line).toMatch(backend === 'sqlite' ? /USING INTEGER PRIMARY KEY/ : /using index_records_pkey/);

    await sql`DELETE FROM search_docs WHERE content_type = 'INDEX_RECORD' AND object_id >= 100000`.execute(t.db.db);
    await t.db.db.executeQuery(statement);
    const { rows: written } = await sql<{ object_id: number }>`
      SELECT object_id FROM search_docs WHERE content_type = 'INDEX_RECORD' AND object_id >= 100000 ORDER BY object_id`.execute(
      t.db.db,
    );
    expect(written.map((d) => d.object_id)).toEqual(ids);
  });
});
