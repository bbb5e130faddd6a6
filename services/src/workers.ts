import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';

/**
 * How many processes serve the services (SERVICES_WORKERS): `auto` for one per core, or a whole number; one when
 * unset. A Node process uses one core for JavaScript, and a search page spends about half its time there, so one
 * process leaves the other cores idle however many clients wait. One stays the default of `npm start` (one person's
 * machine; each worker holds its own caches): docs/operations.md, "Workers".
 */
export function servicesWorkersFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SERVICES_WORKERS?.trim();
  if (!raw) return 1;
  if (raw === 'auto') return os.availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error(`SERVICES_WORKERS must be auto or a whole number from 1 to 64 (got ${raw})`);
  return count;
}

/** A worker that dies this soon after starting is failing at start-up: wait before starting it again. */
const QUICK_DEATH_MS = 5_000;
const RESTART_DELAY_MS = 1_000;
/** How long the workers get to finish their requests after SIGTERM before they are killed. */
const STOP_GRACE_MS = 30_000;

/**
 * With more than one worker, this process (node:cluster's primary) forks them, starts a dead one again, and on
 * SIGINT or SIGTERM passes the signal on and exits once they have: it never returns, and the caller's code after
 * it runs in the workers only. With one worker, or in a worker, it returns at once. The workers share the
 * listening port (the primary hands connections round the workers); whatever they keep in memory (facet counts,
 * dictionaries, prepared statements) is a cache checked against the database, so any worker answers any request.
 */
export async function superviseWorkers(count: number, beforeFork: () => Promise<void>): Promise<void> {
  if (!cluster.isPrimary || count <= 1) return;
  await beforeFork();
  let stopping = false;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(), Date.now());
  cluster.on('exit', (worker, code, signal) => {
    const since = started.get(worker) ?? 0;
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    console.error(`services worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    setTimeout(fork, Date.now() - since < QUICK_DEATH_MS ? RESTART_DELAY_MS : 0);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      if (started.size === 0) process.exit(0);
      // Each worker drains its own requests on SIGTERM (main.ts); a worker still busy after the grace is killed.
      for (const worker of started.keys()) worker.process.kill('SIGTERM');
      setTimeout(() => {
        for (const worker of started.keys()) worker.process.kill('SIGKILL');
      }, STOP_GRACE_MS).unref();
    });
  }
  for (let i = 0; i < count; i++) fork();
  // The workers run the rest of main.ts; here, nothing more: the process lives on in the handlers above.
  await new Promise<never>(() => {});
}
