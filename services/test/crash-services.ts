import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestDb } from '@muster/testkit';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The services as a process of their own over a test database (SQLite file or PostgreSQL schema), for the tests that
 * kill them with SIGKILL and start them again: `start` answers once /health does, `kill` is `kill -9`.
 */
export async function servicesProcess(t: TestDb, env: Record<string, string>) {
  let child: ChildProcess | undefined;
  let dbEnv: Record<string, string> = { SQLITE_FILE: path.join(t.dataDir, 'test.sqlite'), DATABASE_URL: '' };
  if (t.backend === 'postgres') {
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(t.db.db);
    dbEnv = { DATABASE_URL: process.env.DATABASE_URL!, DATABASE_SCHEMA: rows[0]!.schema };
  }
  const handle = {
    base: '',
    async start(): Promise<void> {
      const port = await freePort();
      handle.base = `http://127.0.0.1:${port}`;
      child = spawn(process.execPath, ['--import', 'tsx', path.join(process.cwd(), 'services/src/main.ts')], {
        env: { ...process.env, ...dbEnv, DATA_DIR: t.dataDir, SERVICES_PORT: String(port), LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      for (let i = 0; i < 300; i++) {
        const up = await fetch(`${handle.base}/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error('the services did not start');
    },
    async kill(): Promise<void> {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
  return handle;
}
