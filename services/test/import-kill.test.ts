import path from 'node:path';
import { sql } from 'kysely';
import { type TestDb, backends, openTestDb } from '@muster/testkit';
import { seedFixtures } from '@muster/testkit/fixtures';
import { IMPORT_PUB, as, call, waitFor, writeCsv } from './import-helpers';
import { ServicesProcess } from './services-process';

const ROWS = 200_000;

/**
 * THE KILL TEST (issue 15 point 2): the services run as a process of their own; it is killed with SIGKILL in the
 * middle of an import and started again, and the import must finish with every good row written exactly once.
 */
describe.each(backends)('an import killed mid-way on %s', (backend) => {
  let t: TestDb;
  let services: ServicesProcess;

  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedFixtures(t.db.db, t.dataDir);
    services = new ServicesProcess(t);
    await services.init(backend);
  });
  afterAll(async () => {
    await services.kill();
    await t.dispose();
  });

  it('resumes after kill -9 and writes every good row exactly once', async () => {
    const { bad } = writeCsv(path.join(t.dataDir, 'imports', 'server', 'roll.csv'), ROWS);
    const good = ROWS - bad.length;
    const db = t.db.db;
    const before = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM index_records`.execute(db)).rows[0].n);
    await services.start();
    const made = await call(services.base, 'POST', '/import/jobs', as.admin, {
      publicationId: IMPORT_PUB,
      serverPath: 'roll.csv',
    });
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    // Killed once some batches have committed, well before the end.
    for (;;) {
      const r = await call(services.base, 'GET', `/import/jobs/${id}`, as.admin);
      if (r.body.progress.rowsWritten >= 20_000) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await services.kill();
    const killed = await db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(killed.state).toBe('running');
    expect(killed.rows_written).toBeLessThan(good);

    await services.start();
    const done = await waitFor(services.base, id);
    expect(done).toMatchObject({
      state: 'done',
      progress: { rowsRead: ROWS, rowsWritten: good, rowsRejected: bad.length },
    });
    const { rows } = await sql<{ n: number; numbers: number; docs: number }>`
      SELECT count(*) AS n, count(DISTINCT r.service_number) AS numbers,
        (SELECT count(*) FROM search_docs d WHERE d.content_type = 'INDEX_RECORD' AND d.object_id IN
          (SELECT record_id FROM import_rows WHERE import_id = ${id})) AS docs
      FROM index_records r WHERE r.id > (SELECT max(id) FROM index_records) - ${good + 1000}
        AND r.service_number LIKE 'S%' AND r.title LIKE '% in %'`.execute(db);
    const total = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM index_records`.execute(db)).rows[0].n);
    expect(total - before).toBe(good);
    expect([Number(rows[0].n), Number(rows[0].numbers), Number(rows[0].docs)]).toEqual([good, good, good]);
    // The rejected rows are reported once each, not again by the resumed run.
    const errors = await call(services.base, 'GET', `/import/jobs/${id}/errors?level=error&limit=1`, as.admin);
    expect(errors.body.total).toBe(bad.length);
    // The embedded runner's own record of it: claimed twice, done (pg-boss keeps its jobs in its own schema).
    if (backend === 'sqlite') {
      const job = await db.selectFrom('jobs').select(['state', 'attempts']).executeTakeFirstOrThrow();
      expect(job).toEqual({ state: 'done', attempts: 2 });
    }
  }, 600_000);
});
