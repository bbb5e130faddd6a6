// npm run bench -- load (issue 17 point 2, docs/performance.md "Load"): virtual members visiting the site at once,
// each with an account of their own, thinking 5 to 10 s between steps (visit.ts), their requests sent with
// autocannon. Prints requests per second and p50/p95/p99 per kind of request, the answers by status, and each
// process's peak memory; PASS when no answer was a server error and search p95 stayed within 300 ms.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { addBenchMembers, benchMembers, benchSearches, type SearchSeed } from './load-accounts';
import { type LoadVerdict, loadVerdict, printLoadReport } from './load-report';
import { type LoadSite, ownSite, runningSite } from './load-site';
import { type WatchedProcess, watchMemory } from './memory';
import { Tally } from './tally';
import { runUsers } from './virtual-users';

export interface LoadBenchOptions {
  users: number;
  seconds: number;
  thinkMs: { min: number; max: number };
  pageSize: number;
  /** A running site instead of the bench's own. */
  target?: { url: string; processes: WatchedProcess[]; description: string; dbEnv?: Record<string, string> };
  log: (message: string) => void;
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

export async function runLoadBench(options: LoadBenchOptions): Promise<LoadVerdict> {
  const { log } = options;
  const site: LoadSite = options.target
    ? runningSite(options.target.url, options.target.processes, options.target.description, options.target.dbEnv)
    : await ownSite(log);
  try {
    const db = site.openDb();
    let usernames: string[];
    let searches: SearchSeed[];
    try {
      usernames = await addBenchMembers(db, options.users);
      searches = await benchSearches(db);
    } finally {
      await db.close();
    }
    if (searches.length === 0) throw new Error('the site has no index records to search for');
    const setup = performance.now();
    const members = await benchMembers(site.url, usernames);
    log(
      `${members.length} members signed in once and found or made their memorial in ${((performance.now() - setup) / 1000).toFixed(1)} s`,
    );

    const loadBefore = load();
    log(`${options.users} users for ${options.seconds} s against ${site.url} (load average ${loadBefore})`);
    const tally = new Tally();
    const memory = watchMemory(site.processes);
    const cpu = process.cpuUsage();
    const run = await runUsers({
      target: site.url,
      members,
      searches,
      seconds: options.seconds,
      thinkMs: options.thinkMs,
      pageSize: options.pageSize,
      tally,
    });
    const readings = memory.stop();
    const used = process.cpuUsage(cpu);
    const clientCpu = (used.user + used.system) / 1e6;
    printLoadReport(
      tally,
      run,
      readings,
      `${options.users} users, ${options.seconds} s (${(run.wallMs / 1000).toFixed(1)} s until the last step ended), ` +
        `thinking ${options.thinkMs.min / 1000}–${options.thinkMs.max / 1000} s between steps, ${options.pageSize} hits a page; ` +
        `${site.description}; ${os.cpus().length} cores, load average ${loadBefore} before and ${load()} after ` +
        `(1, 5, 15 min); the bench client itself used ${clientCpu.toFixed(1)} s of CPU ` +
        `(${((clientCpu / (run.wallMs / 1000)) * 100).toFixed(0)}% of a core) on the same machine.`,
    );
    return loadVerdict(tally);
  } finally {
    await site.stop();
  }
}
