import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import { type TestDb, backends, openTestDb } from '@muster/testkit';
import { seedFixtures } from '@muster/testkit/fixtures';
import { IMPORT_PUB, SECRET, as, call, waitFor, writeCsv } from './import-helpers';

const ROWS = 200_000;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * THE KILL TEST (issue 15 point 2): the services run as a process of their own; it is killed with SIGKILL in the
 * middle of an import and started again, and the import must finish with every good row written exactly once.
 */
describe.each(backends)('an import killed mid-way on %s', (backend) => {
  let t: TestDb;
  let child: ChildProcess | undefined;
  let base: string;
  let dbEnv: Record<string, string> = {};
  const start = async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', path.join(process.cwd(), 'services/src/main.ts')], {
      env: {
        ...process.env,
        SQLITE_FILE: path.join(t.dataDir, 'test.sqlite'),
        DATABASE_URL: '',
        ...dbEnv,
        DATA_DIR: t.dataDir,
        SERVICES_PORT: String(port),
        INTERNAL_AUTH_SECRET: SECRET,
        JOBS_LEASE_MS: '1500',
        JOBS_SUPERVISE_SECONDS: '2',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; i < 300; i++) {
      if (
        await fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the services did not start');
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };

  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedFixtures(t.db.db, t.dataDir);
    if (backend === 'postgres') {
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(t.db.db);
      dbEnv = { DATABASE_URL: process.env.DATABASE_URL!, DATABASE_SCHEMA: rows[0]!.schema };
    }
  });
  afterAll(async () => {
    await stop();
    await t.dispose();
  });

  it('resumes after kill -9 and writes every good row exactly once', async () => {
    const { bad } = writeCsv(path.join(t.dataDir, 'imports', 'server', 'roll.csv'), ROWS);
    const good = ROWS - bad.length;
    const db = t.db.db;
    const before = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM index_records`.execute(db)).rows[0].n);
    await start();
    const made = await call(base, 'POST', '/import/jobs', as.admin, {
      publicationId: IMPORT_PUB,
      serverPath: 'roll.csv',
    });
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    // Killed once some batches have committed, well before the end.
    for (;;) {
      const r = await call(base, 'GET', `/import/jobs/${id}`, as.admin);
      if (r.body.progress.rowsWritten >= 20_000) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await stop();
    const killed = await db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(killed.state).toBe('running');
    expect(killed.rows_written).toBeLessThan(good);

    await start();
    const done = await waitFor(base, id);
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
    const errors = await call(base, 'GET', `/import/jobs/${id}/errors?level=error&limit=1`, as.admin);
    expect(errors.body.total).toBe(bad.length);
    // The embedded runner's own record of it: claimed twice, done (pg-boss keeps its jobs in its own schema).
    if (backend === 'sqlite') {
      const job = await db.selectFrom('jobs').select(['state', 'attempts']).executeTakeFirstOrThrow();
      expect(job).toEqual({ state: 'done', attempts: 2 });
    }
  }, 600_000);
});
