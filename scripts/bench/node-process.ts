// The services and the gateway run in child processes of their own, started by their production entry
// points, so each has its own event loop and heap (the bench client's garbage is not collected on the
// gateway's time) and the memory the services need is measured alone (the kernel's peak resident set,
// VmHWM) rather than mixed with the bench client's.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { repoRoot } from '@muster/services/db';
import { freePort } from '@muster/testkit/processes';

export interface NodeProcess {
  url: string;
  pid: number;
  /** Peak resident memory in bytes so far (VmHWM; with workers, the sum of each process's), or null where /proc is missing. */
  peakRss(): number | null;
  /**
   * Peak of the anonymous (private) part of the resident set, sampled every 200 ms. VmHWM also counts
   * file pages mapped into the process, such as SQLite's memory-mapped database file.
   */
  peakAnonRss(): number | null;
  /** CPU milliseconds (user + system) used so far by the process and the processes it started (services workers). */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

/** Starts `services/src/main.ts` with the given environment and waits (at most `startTimeoutMs`) for /health. */
export async function startServicesProcess(
  env: Record<string, string>,
  startTimeoutMs = 120_000,
): Promise<NodeProcess> {
  const port = await freePort();
  return startNodeProcess(
    'services',
    'services/src/main.ts',
    port,
    {
      DATABASE_URL: '',
      DATABASE_SCHEMA: '',
      SQLITE_FILE: '',
      ...env,
      SERVICES_PORT: String(port),
      SERVICES_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    startTimeoutMs,
  );
}

/**
 * Starts `gateway/src/main.ts` as `npm start` does (NODE_ENV production, the in-memory cache) in front of
 * the given services, and waits for /health. `env` adds settings (METRICS_TOKEN, the secrets).
 */
export async function startGatewayProcess(
  servicesUrl: string,
  startTimeoutMs = 120_000,
  env: Record<string, string> = {},
): Promise<NodeProcess> {
  const port = await freePort();
  return startNodeProcess(
    'gateway',
    'gateway/src/main.ts',
    port,
    {
      ...env,
      NODE_ENV: 'production',
      SERVICES_URL: servicesUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL: '',
      CLIENT_DIST: '',
      // A bench loads the gateway from one address far past a visitor's budget (docs/api.md "Rate limits").
      RATE_LIMITS: 'off',
    },
    startTimeoutMs,
  );
}

async function startNodeProcess(
  name: string,
  entry: string,
  port: number,
  env: Record<string, string>,
  startTimeoutMs: number,
): Promise<NodeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode != null) throw new Error(`the ${name} exited with code ${child.exitCode} before answering`);
    if (Date.now() > deadline) {
      await stop(child, exited);
      throw new Error(`the ${name} did not answer ${url}/health within ${startTimeoutMs / 1000} s`);
    }
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = child.pid!;
  let peakAnon: number | null = null;
  const sampler = setInterval(() => {
    const anon = treeStatusKb(pid, 'RssAnon');
    if (anon != null) peakAnon = Math.max(peakAnon ?? 0, anon);
  }, 200);
  return {
    url,
    pid,
    peakRss: () => treeStatusKb(pid, 'VmHWM'),
    peakAnonRss: () => peakAnon,
    cpuMs: () => treeCpuMs(pid),
    stop: () => {
      clearInterval(sampler);
      return stop(child, exited);
    },
  };
}

function statusKb(pid: number, field: string): number | null {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** A /proc status field summed over the process and its living descendants (each services worker has its own). */
function treeStatusKb(pid: number, field: string): number | null {
  const own = statusKb(pid, field);
  if (own == null) return null;
  return childrenOf(pid).reduce((sum, child) => sum + (treeStatusKb(child, field) ?? 0), own);
}

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(' '))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux whatever the kernel's tick). */
const TICKS_PER_SECOND = 100;

/** CPU time of a process and its living descendants, from /proc (utime + stime); null where /proc is missing. */
function treeCpuMs(pid: number): number | null {
  try {
    // The command may hold spaces and parentheses: the fields start after the last ')'.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    return childrenOf(pid).reduce((sum, child) => sum + (treeCpuMs(child) ?? 0), own);
  } catch {
    return null;
  }
}

async function stop(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode != null || child.signalCode != null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
