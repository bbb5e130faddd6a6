import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { type TestDb, backends, openTestDb } from '@muster/testkit';
import { freePort } from '@muster/testkit/processes';
import { seedFixtures } from '@muster/testkit/fixtures';
import { IMPORT_PUB, SECRET, as, call, waitFor, writeCsv } from './import-helpers';

/**
 * The worker processes of the primary: its living children that run main.ts (node:cluster forks them with the
 * primary's arguments). tsx's esbuild service is a child too, and is not a worker.
 */
function workersOf(pid: number): number[] {
  return fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(' '))
    .filter(Boolean)
    .map(Number)
    .filter((child) => {
      try {
        return fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('services/src/main.ts');
      } catch {
        return false; // gone since the children were listed
      }
    });
}

const alive = (pid: number) => fs.existsSync(`/proc/${pid}`);

async function until<T>(what: string, probe: () => Promise<T | null> | T | null, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The services as `npm start` runs them with SERVICES_WORKERS=2 (services/src/workers.ts): two worker processes
 * behind one port, a dead worker replaced, SIGTERM stopping them all, and a job run once although two workers
 * could each have claimed it.
 */
describe.each(backends)('the services with two workers on %s', (backend) => {
  let t: TestDb;
  let child: ChildProcess;
  let base: string;

  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedFixtures(t.db.db, t.dataDir);
    let dbEnv: Record<string, string> = {};
    if (backend === 'postgres') {
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(t.db.db);
      dbEnv = { DATABASE_URL: process.env.DATABASE_URL!, DATABASE_SCHEMA: rows[0]!.schema };
    }
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
        SERVICES_WORKERS: '2',
        INTERNAL_AUTH_SECRET: SECRET,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await until('the services to answer', () =>
      fetch(`${base}/health`).then(
        (r) => (r.ok ? true : null),
        () => null,
      ),
    );
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await t.dispose();
  });

  it('serves one port from two worker processes and replaces one that is killed', async () => {
    const first = await until('two workers', () => (workersOf(child.pid!).length === 2 ? workersOf(child.pid!) : null));
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/health`).then((r) => r.status)));
    expect(answers).toEqual(Array(20).fill(200));

    process.kill(first[0]!, 'SIGKILL');
    const next = await until('a new worker', () => {
      const now = workersOf(child.pid!);
      return now.length === 2 && !now.includes(first[0]!) ? now : null;
    });
    expect(next).toContain(first[1]);
    expect((await fetch(`${base}/health`)).status).toBe(200);
  }, 120_000);

  it('runs each import once while both workers run the job queue', async () => {
    const rows = 1500;
    const files = ['a', 'b', 'c', 'd'].map((name) => {
      const { bad } = writeCsv(path.join(t.dataDir, 'imports', 'server', `workers-${name}.csv`), rows);
      return { serverPath: `workers-${name}.csv`, bad: bad.length };
    });
    // Sent at once, on connections of their own, so the primary hands them round both workers: each starts its
    // queue, and the later jobs are there for either to claim.
    const made = await Promise.all(
      files.map((f) =>
        call(base, 'POST', '/import/jobs', as.admin, { publicationId: IMPORT_PUB, serverPath: f.serverPath }),
      ),
    );
    expect(made.map((m) => m.status)).toEqual([201, 201, 201, 201]);
    for (const [i, m] of made.entries()) {
      const id = m.body.id as number;
      expect(await waitFor(base, id, 150_000)).toMatchObject({
        state: 'done',
        message: null,
        progress: { rowsRead: rows, rowsWritten: rows - files[i]!.bad, rowsRejected: files[i]!.bad },
      });
      const { rows: written } = await sql<{
        n: number;
      }>`SELECT count(*) AS n FROM import_rows WHERE import_id = ${id}`.execute(t.db.db);
      expect(Number(written[0]!.n)).toBe(rows - files[i]!.bad);
    }
    if (backend === 'sqlite') {
      // The runner marks its job done after the import's handler returns, so a job may still read 'running' for a
      // moment after its import reads 'done'.
      const jobs = await until('the jobs to settle', async () => {
        const now = await t.db.db.selectFrom('jobs').select(['state', 'attempts']).execute();
        return now.every((job) => job.state !== 'running' && job.state !== 'queued') ? now : null;
      });
      expect(jobs).toEqual(Array(4).fill({ state: 'done', attempts: 1 }));
    }
  }, 240_000);

  it('stops every worker on SIGTERM and exits cleanly', async () => {
    const workers = workersOf(child.pid!);
    expect(workers).toHaveLength(2);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await until('the workers to exit', () => (workers.some(alive) ? null : true), 30_000);
  }, 60_000);
});
