import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestDb } from '@muster/testkit';
import { freePort } from '@muster/testkit/processes';
import { SECRET } from './import-helpers';

/**
 * The services as a process of their own over a test database, for the kill tests (issue 15 point 2, issue 17
 * point 4's crash-writes): started,
 * killed with SIGKILL mid-job, and started again on the same database and data directory. Jobs' leases are short,
 * so a job the killed process held is taken up again within seconds.
 */
export class ServicesProcess {
  private child: ChildProcess | undefined;
  private dbEnv: Record<string, string> = {};
  base = '';

  /** `env` adds to (or replaces) the settings below, e.g. a test's own secret. */
  constructor(
    private readonly t: TestDb,
    private readonly env: Record<string, string> = {},
  ) {}

  /** PostgreSQL: the schema the test database lives in, so the process opens the same one. */
  async init(backend: string): Promise<void> {
    if (backend !== 'postgres') return;
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(this.t.db.db);
    this.dbEnv = { DATABASE_URL: process.env.DATABASE_URL!, DATABASE_SCHEMA: rows[0]!.schema };
  }

  async start(): Promise<void> {
    const port = await freePort();
    this.base = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, ['--import', 'tsx', path.join(process.cwd(), 'services/src/main.ts')], {
      env: {
        ...process.env,
        SQLITE_FILE: path.join(this.t.dataDir, 'test.sqlite'),
        DATABASE_URL: '',
        ...this.dbEnv,
        DATA_DIR: this.t.dataDir,
        SERVICES_PORT: String(port),
        INTERNAL_AUTH_SECRET: SECRET,
        JOBS_LEASE_MS: '1500',
        JOBS_SUPERVISE_SECONDS: '2',
        LOG_LEVEL: 'warn',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; i < 300; i++) {
      if (
        await fetch(`${this.base}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the services did not start');
  }

  /** kill -9: no handler runs, nothing is flushed or closed. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
