import path from 'node:path';
import { sql } from 'kysely';
import { type TestDb, backends, openTestDb } from '@muster/testkit';
import { seedFixtures } from '@muster/testkit/fixtures';
import { runImport } from '../src/import/import-run';
import { queuedImport, writeCsv } from './import-helpers';

const ROWS = 3000;

/** The number of index records PostgreSQL's planner believes in (what it plans every search statement by). */
async function plannedRecords(t: TestDb): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT reltuples AS n FROM pg_class WHERE oid = to_regclass('index_records')`.execute(t.db.db);
  return Number(rows[0].n);
}

/**
 * An import that grows the archive leaves PostgreSQL's statistics counting what it wrote: the server need not follow an
 * import by itself (autovacuum may be off), and with the statistics of the archive as it was, searches after a
 * million-row import took three times as long. (SQLite's are left alone: table-statistics.ts.)
 */
(backends.includes('postgres') ? describe : describe.skip)('statistics after an import on PostgreSQL', () => {
  let t: TestDb;

  beforeAll(async () => {
    t = await openTestDb('postgres');
    await seedFixtures(t.db.db, t.dataDir); // analyses the tables at the fixtures' few records
  });
  afterAll(() => t?.dispose());

  test('an import that grows the records past 1,000 and 2,000 refreshes what the planner counts', async () => {
    expect(await plannedRecords(t)).toBeLessThan(100);
    const file = path.join(t.dataDir, 'grow.csv');
    const { bad } = writeCsv(file, ROWS);
    const id = await queuedImport(t.db.db, file);
    await runImport(t.db.db, id);
    const job = await t.db.db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([job.state, job.rows_written]).toEqual(['done', ROWS - bad.length]);
    // Analysed when the records passed 2,000 (the batch that did so holds at most 500 more).
    expect(await plannedRecords(t)).toBeGreaterThanOrEqual(2000);
  }, 120_000);
});
