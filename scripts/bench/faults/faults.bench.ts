// npm run bench -- faults (issue 17 point 3): a cluster (two gateways, two services, HAProxy) on a PostgreSQL and
// a Redis of the bench's own, with visitors reading, a member signing in and a member saving a memorial, while the
// bench kills a services process, restarts PostgreSQL, stops Redis and slows one service. For each fault it prints
// what users saw: failed answers and for how long, partial pages, and whether every memorial save is whole.
import fs from 'node:fs';
import path from 'node:path';
import { openDb, repoRoot } from '@muster/services/db';
import {
  type ClusterLayout,
  freeLayout,
  processesOf,
  restartProcess,
  runningPid,
  serverStates,
  siteUrl,
  startCluster,
  stopCluster,
} from '../../cluster';
import { ensureDatabase, prepareDatabase } from '../../cluster/database';
import { buildIfStale } from '../../start/build';
import { OwnRedis } from '@muster/testkit/own-redis';
import { ensurePostgres, restartPostgres } from './own-backends';
import {
  ELEMENTS_PER_SAVE,
  type SaveRecord,
  type Seen,
  Timeline,
  isFailure,
  memorialSaves,
  signIns,
  visitors,
} from './traffic';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const benchDir = path.join(repoRoot, 'data', 'bench', 'faults');
/** The demo member whose sign-ins and memorial saves the bench watches (README: every demo password). */
const MEMBER = { username: 'annual', password: 'muster-demo-1' };
/** The window the issue allows for users to see failures after a process dies. */
const WINDOW_TARGET_MS = 5_000;

export interface FaultsOptions {
  size: string;
  log: (line: string) => void;
}

interface CaseReport {
  name: string;
  lines: string[];
  pass: boolean;
}

export async function runFaultsBench({ size, log }: FaultsOptions): Promise<boolean> {
  const serverUrl = ensurePostgres(log);
  const databaseUrl = serverUrl.replace(/\/postgres$/, '/muster_faults');
  if (await ensureDatabase(databaseUrl)) log('made the database muster_faults');
  const dataDir = path.join(benchDir, 'files');
  await prepareDatabase({ DATABASE_URL: databaseUrl }, { size, dataDir, log });
  buildIfStale('@muster/client', 'client', 'client/dist/index.html');
  const redis = await OwnRedis.start();
  const dir = path.join(benchDir, 'cluster');
  fs.rmSync(dir, { recursive: true, force: true });
  const layout = await freeLayout(dir, {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    CLIENT_DIST: path.join(repoRoot, 'client', 'dist'),
    // Every visitor here comes from one address: its budget would run out long before anything breaks.
    RATE_LIMITS: 'off',
  });
  log(`starting the cluster (site ${siteUrl(layout)}, logs in ${dir})`);
  await startCluster(layout, (line) => log(`  ${line}`));
  const site = siteUrl(layout);
  const timeline = new Timeline();
  const reading = visitors(site, timeline);
  const signing = signIns(site, timeline, MEMBER.username, MEMBER.password);
  let saving = await memorialSaves(site, timeline, MEMBER.username, MEMBER.password);
  const reports: CaseReport[] = [];
  const allSaves: SaveRecord[] = [];
  try {
    await sleep(5_000);
    reports.push(await killServices(layout, timeline));
    reports.push(await restartDatabase(timeline));
    // Redis comes back empty (it keeps nothing): the saving member's session goes with it, so a new one signs in.
    await saving.stop();
    allSaves.push(...saving.saves);
    reports.push(await stopRedis(redis, timeline));
    saving = await memorialSaves(site, timeline, MEMBER.username, MEMBER.password);
    reports.push(await slowService(layout, timeline));
  } finally {
    await reading.stop();
    await signing.stop();
    await saving.stop();
    allSaves.push(...saving.saves);
  }
  reports.push(await checkSaves(databaseUrl, allSaves));
  await stopCluster(layout, () => {});
  await redis.stop();

  log('\nFaults (issue 17 point 3), what users saw:');
  for (const report of reports) {
    log(`\n${report.pass ? 'PASS' : 'FAIL'}  ${report.name}`);
    for (const line of report.lines) log(`      ${line}`);
  }
  return reports.every((r) => r.pass);
}

/** Failed answers from `from` on: how many, of what, and the span from the fault to the last one. */
function failuresSince(
  timeline: Timeline,
  from: number,
  to = Date.now(),
): { seen: Seen[]; failed: Seen[]; lastMs: number } {
  const seen = timeline.between(from, to);
  const failed = seen.filter((s) => isFailure(s.outcome));
  const lastMs = failed.length ? Math.max(...failed.map((s) => s.at + s.ms)) - from : 0;
  return { seen, failed, lastMs };
}

function describe(seen: Seen[]): string {
  const counts = new Map<string, number>();
  for (const s of seen) counts.set(`${s.kind}: ${s.outcome}`, (counts.get(`${s.kind}: ${s.outcome}`) ?? 0) + 1);
  return [...counts].map(([what, n]) => `${n} × ${what}`).join('; ') || 'none';
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]! : 0;
};

async function killServices(layout: ClusterLayout, timeline: Timeline): Promise<CaseReport> {
  const pid = runningPid(layout.dir, 'services-1');
  if (pid === null) throw new Error('services-1 is not running');
  const at = Date.now();
  process.kill(pid, 'SIGKILL');
  await sleep(10_000);
  const down = failuresSince(timeline, at);
  const before = (await serverStates(layout.dir)).filter((s) => s.server === 'services-1');
  const restartedAt = Date.now();
  await restartProcess(layout, 'services-1', () => {});
  const back = Date.now() - restartedAt;
  await sleep(5_000);
  const after = (await serverStates(layout.dir)).filter((s) => s.server === 'services-1');
  const served = after.reduce((n, s) => n + s.total, 0) - before.reduce((n, s) => n + s.total, 0);
  const rejoin = failuresSince(timeline, restartedAt);
  return {
    name: 'services-1 killed with kill -9 under load, then started again',
    pass: down.lastMs <= WINDOW_TARGET_MS && rejoin.failed.length === 0 && served > 0,
    lines: [
      `${down.seen.length} answers in the 10 s after the kill, ${down.failed.length} failed: ${describe(down.failed)}`,
      down.failed.length
        ? `failures ended ${(down.lastMs / 1000).toFixed(1)} s after the kill (target ≤ 5 s)`
        : 'no user saw a failure (HAProxy and the gateway sent the reads to services-2)',
      `restarted and back in rotation in ${(back / 1000).toFixed(1)} s; it then answered ${served} requests, ` +
        `${rejoin.failed.length} failed while it rejoined`,
    ],
  };
}

async function restartDatabase(timeline: Timeline): Promise<CaseReport> {
  const at = Date.now();
  const took = restartPostgres();
  await sleep(10_000);
  const seen = failuresSince(timeline, at);
  const hung = seen.seen.filter((s) => s.ms > 15_000);
  return {
    name: 'PostgreSQL restarted under load (fast shutdown: every connection cut)',
    pass: hung.length === 0 && seen.lastMs <= took + WINDOW_TARGET_MS,
    lines: [
      `the restart took ${(took / 1000).toFixed(1)} s; ${seen.seen.length} answers in the 10 s after it began, ` +
        `${seen.failed.length} failed: ${describe(seen.failed)}`,
      seen.failed.length
        ? `failures ended ${(seen.lastMs / 1000).toFixed(1)} s after the restart began (pools reconnected)`
        : 'no user saw a failure',
      `slowest answer ${Math.max(0, ...seen.seen.map((s) => s.ms))} ms; none waited past the 15 s timeout: ${hung.length === 0}`,
    ],
  };
}

async function stopRedis(redis: OwnRedis, timeline: Timeline): Promise<CaseReport> {
  const at = Date.now();
  await redis.stop();
  await sleep(8_000);
  const away = timeline.between(at, Date.now());
  const pages = away.filter((s) => s.kind !== 'sign-in' && s.kind !== 'memorial save');
  const pagesFailed = pages.filter((s) => isFailure(s.outcome));
  const signIns = away.filter((s) => s.kind === 'sign-in');
  const refusedClearly = signIns.filter((s) => s.outcome.includes('SESSION_UNAVAILABLE'));
  const signedIn = signIns.filter((s) => s.outcome === 'ok');
  const startedAt = Date.now();
  await redis.start();
  let recovered: number | null = null;
  for (let waited = 0; waited < 20_000 && recovered === null; waited += 250) {
    await sleep(250);
    const ok = timeline.between(startedAt, Date.now()).find((s) => s.kind === 'sign-in' && s.outcome === 'ok');
    if (ok) recovered = ok.at + ok.ms - startedAt;
  }
  return {
    name: 'Redis stopped for 8 s, then started again (empty)',
    pass: pagesFailed.length === 0 && signedIn.length === 0 && refusedClearly.length > 0 && recovered !== null,
    lines: [
      `pages while Redis was away: ${pages.length} answers, ${pagesFailed.length} failed${pagesFailed.length ? `: ${describe(pagesFailed)}` : ''}`,
      `sign-ins while away: ${signIns.length}, refused with SESSION_UNAVAILABLE: ${refusedClearly.length}, ` +
        `let through: ${signedIn.length}; others: ${describe(signIns.filter((s) => !s.outcome.includes('SESSION_UNAVAILABLE')))}`,
      recovered === null
        ? 'sign-in did not come back within 20 s of Redis starting'
        : `sign-in worked again ${(recovered / 1000).toFixed(1)} s after Redis started`,
    ],
  };
}

async function slowService(layout: ClusterLayout, timeline: Timeline): Promise<CaseReport> {
  // Every regiment route of both services processes waits 3 s; the gateways give a service 1 s.
  layout.env.SERVICES_FAULT_DELAY = '/fold31-regiment/=3000';
  layout.env.SERVICE_TIMEOUT_MS = '1000';
  for (const spec of processesOf(layout)) await restartProcess(layout, spec.name, () => {});
  const at = Date.now();
  await sleep(15_000);
  const seen = timeline.between(at, Date.now());
  const of = (kind: string) => seen.filter((s) => s.kind === kind);
  const others = seen.filter((s) => ['catalogue', 'search', 'home page'].includes(s.kind));
  const regiment = of('regiment');
  const record = of('record');
  const lastWindow = (list: Seen[]) => list.filter((s) => s.at > at + 10_000);
  delete layout.env.SERVICES_FAULT_DELAY;
  delete layout.env.SERVICE_TIMEOUT_MS;
  for (const spec of processesOf(layout)) await restartProcess(layout, spec.name, () => {});
  const fastAtEnd = p95(lastWindow(regiment).map((s) => s.ms));
  return {
    name: 'the regiment service made slow (3 s per request, gateway timeout 1 s)',
    pass:
      others.every((s) => !isFailure(s.outcome)) &&
      p95(others.map((s) => s.ms)) < 1_000 &&
      record.every((s) => s.outcome === 'ok' || s.outcome.startsWith('partial')) &&
      fastAtEnd < 1_000,
    lines: [
      `other pages (home, catalogue, search): ${others.length} answers, p95 ${p95(others.map((s) => s.ms))} ms, ` +
        `${others.filter((s) => isFailure(s.outcome)).length} failed`,
      `record pages: ${describe(record)} (partial: the record with an error for its regiment)`,
      `regiment pages: ${describe(regiment)}; p95 ${p95(regiment.map((s) => s.ms))} ms over 15 s, ` +
        `${fastAtEnd} ms in the last 5 s (the breaker answers at once)`,
    ],
  };
}

/** Every save is whole or absent: each generation has all its elements or none, and every one reported saved is there. */
async function checkSaves(databaseUrl: string, saves: SaveRecord[]): Promise<CaseReport> {
  const { db, close } = openDb({ databaseUrl });
  try {
    const ids = [...new Set(saves.map((s) => s.memorialId))];
    const rows = ids.length
      ? await db
          .selectFrom('memorial_elements')
          .select(['memorial_id', 'value'])
          .where('memorial_id', 'in', ids)
          .execute()
      : [];
    const parts = new Map<string, number>();
    for (const row of rows) {
      const match = /faults-bench save (\d+) part \d+/.exec(String(row.value));
      if (match) parts.set(`${row.memorial_id}:${match[1]}`, (parts.get(`${row.memorial_id}:${match[1]}`) ?? 0) + 1);
    }
    const count = (s: SaveRecord) => parts.get(`${s.memorialId}:${s.generation}`) ?? 0;
    const half = saves.filter((s) => count(s) !== 0 && count(s) !== ELEMENTS_PER_SAVE);
    const lost = saves.filter((s) => s.outcome === 'ok' && count(s) !== ELEMENTS_PER_SAVE);
    const failed = saves.filter((s) => s.outcome !== 'ok');
    const failedButDone = failed.filter((s) => count(s) === ELEMENTS_PER_SAVE);
    return {
      name: `memorial saves across all the faults (${ELEMENTS_PER_SAVE} elements each, all or nothing)`,
      pass: half.length === 0 && lost.length === 0,
      lines: [
        `${saves.length} saves: ${saves.length - failed.length} reported saved, ${failed.length} reported failed ` +
          `(${describe(failed.map((s) => ({ at: 0, ms: 0, kind: 'save', outcome: s.outcome })))})`,
        `half-done: ${half.length}; reported saved but missing: ${lost.length}; ` +
          `reported failed but done whole (the answer was lost): ${failedButDone.length}`,
      ],
    };
  } finally {
    await close();
  }
}
