// The rolling deploy: new code reaches every process in turn while HAProxy sends the requests to the others.
// Migrations run first, against the database the old processes are serving from, so they must be ones the old
// code tolerates (added tables and columns; docs/operations.md "Cluster"). Each process is then drained in
// HAProxy (no new requests, those in flight finish), stopped with SIGTERM, started on the current code, and put
// back once its check passes, before the next one goes.
import { spawnSync } from 'node:child_process';
import { repoRoot } from '@muster/services/db';
import { startProcess, waitInRotation } from './cluster';
import { serverStates, setServerState } from './haproxy';
import { type ClusterLayout, processesOf } from './layout';
import { runningPid, stopProcess } from './processes';

type Log = (line: string) => void;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm run migrate`'s entry point with the cluster's database settings. */
export function migrate(layout: ClusterLayout): void {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'services/src/db/migrate.cli.ts'], {
    cwd: repoRoot,
    env: layout.env,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`migrations failed; nothing was restarted:\n${r.stderr}`);
}

/** Waits until HAProxy has no request of `name` in flight (it is drained, so none arrive). */
async function waitIdle(layout: ClusterLayout, name: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const states = (await serverStates(layout.dir)).filter((s) => s.server === name);
    if (states.every((s) => s.current === 0)) return;
    await sleep(100);
  }
}

export async function roll(layout: ClusterLayout, log: Log = console.log, drainMs = 30_000): Promise<void> {
  // Without HAProxy nothing routes around the process being restarted.
  if (runningPid(layout.dir, 'haproxy') === null) throw new Error('HAProxy is not running: `npm run cluster` first');
  log('applying migrations while every process serves');
  migrate(layout);
  // The services first: a new gateway may ask for what only new services answer.
  for (const spec of processesOf(layout)) {
    const started = Date.now();
    await setServerState(layout.dir, spec.name, 'drain');
    await waitIdle(layout, spec.name, drainMs);
    await stopProcess(layout.dir, spec.name);
    const pid = await startProcess(layout, spec);
    await setServerState(layout.dir, spec.name, 'ready');
    await waitInRotation(layout, [spec.name]);
    log(`${spec.name} restarted (pid ${pid}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
