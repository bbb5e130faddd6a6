import path from 'node:path';
import { sql } from 'kysely';
import { type TestDb, backends, openTestDb } from '@muster/testkit';
import { seedFixtures } from '@muster/testkit/fixtures';
import { runImport } from '../src/import/import-run';
import { queuedImport, writeCsv } from './import-helpers';

const ROWS = 4000;

/**
 * Two runs of one import at once, as when a services worker outlives its killed primary by a moment while the next
 * start resumes the import: each batch checks the import's checkpoint is still the one its run last wrote, so of the
 * two only one writes any batch's rows, and every good row is written exactly once.
 */
describe.each(backends)('two runs of one import on %s', (backend) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedFixtures(t.db.db, t.dataDir);
  });
  afterAll(() => t.dispose());

  it('writes every good row once and ends done', async () => {
    const file = path.join(t.dataDir, 'twice.csv');
    const { bad } = writeCsv(file, ROWS);
    const good = ROWS - bad.length;
    const db = t.db.db;
    const before = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM index_records`.execute(db)).rows[0].n);
    const id = await queuedImport(db, file);

    // Small batches, so the two runs meet many times over the file.
    await Promise.all([runImport(db, id, { batchSize: 100 }), runImport(db, id, { batchSize: 100 })]);

    const job = await db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([job.state, job.rows_read, job.rows_written, job.rows_rejected]).toEqual(['done', ROWS, good, bad.length]);
    const after = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM index_records`.execute(db)).rows[0].n);
    expect(after - before).toBe(good);
    const keys = await sql<{ n: number; rows: number }>`
      SELECT count(*) AS n, count(DISTINCT row_number) AS rows FROM import_rows WHERE import_id = ${id}`.execute(db);
    expect([Number(keys.rows[0].n), Number(keys.rows[0].rows)]).toEqual([good, good]);
  }, 120_000);
});
