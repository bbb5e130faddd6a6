// Starting, stopping, restarting and looking at the processes of a cluster (layout.ts); `roll` is in roll.ts.
// The same functions serve `npm run cluster` and the integration test that starts a cluster on free ports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { repoRoot } from '@muster/services/db';
import { HAPROXY, configFile, ensureHaproxy, haproxyConfig, serverStates, setServerState } from './haproxy';
import { type ClusterLayout, type ProcessSpec, processNamed, processesOf, saveLayout } from './layout';
import { ALIVE_PATH } from './layout';
import { ensurePortFree, runningPid, startDetached, stopProcess, waitHealthy } from './processes';

type Log = (line: string) => void;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Where a process says it is alive. A start waits on this, not on /ready: a gateway is ready only once the services
 * answer it through HAProxy, which starts last; HAProxy itself routes by /ready (HEALTH_PATH).
 */
export const healthUrl = (layout: ClusterLayout, spec: ProcessSpec) =>
  `http://${layout.host}:${spec.port}${ALIVE_PATH}`;

/** Starts one process of the cluster (its own entry point under tsx) and waits until it answers its check. */
export async function startProcess(layout: ClusterLayout, spec: ProcessSpec): Promise<number> {
  await ensurePortFree(layout.host, spec.port, spec.name);
  const pid = startDetached(layout.dir, spec.name, process.execPath, ['--import', 'tsx', spec.entry], {
    cwd: repoRoot,
    env: spec.env,
  });
  await waitHealthy(healthUrl(layout, spec), pid, spec.name);
  return pid;
}

/** Writes haproxy.cfg, checks it with `haproxy -c`, and starts HAProxy in the foreground of a detached process. */
export function startHaproxy(layout: ClusterLayout): number {
  ensureHaproxy();
  fs.writeFileSync(configFile(layout.dir), haproxyConfig(layout));
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', configFile(layout.dir)], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy.cfg is invalid:\n${check.stderr}${check.stdout}`);
  return startDetached(layout.dir, 'haproxy', HAPROXY, ['-db', '-f', configFile(layout.dir)], {
    cwd: layout.dir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
  });
}

/** Waits until HAProxy sees `names` (every process by default) UP in each of their backends. */
export async function waitInRotation(layout: ClusterLayout, names?: string[], timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    try {
      const states = (await serverStates(layout.dir)).filter((s) => !names || names.includes(s.server));
      if (states.length && states.every((s) => s.status === 'UP')) return;
      last = states.map((s) => `${s.backend}/${s.server} ${s.status}`).join(', ');
    } catch (error) {
      last = String(error); // the admin socket is not there yet
    }
    await sleep(200);
  }
  throw new Error(`HAProxy does not route to the processes yet: ${last}`);
}

/** Starts whatever of the cluster is not running (services first, then gateways, then HAProxy). */
export async function startCluster(layout: ClusterLayout, log: Log = console.log): Promise<void> {
  saveLayout(layout);
  // The processes start one after the other: two tsx start-ups at once on two cores take as long and log worse.
  for (const spec of processesOf(layout)) {
    if (runningPid(layout.dir, spec.name) !== null) {
      log(`${spec.name} is already running`);
      continue;
    }
    log(`starting ${spec.name} on ${layout.host}:${spec.port}`);
    await startProcess(layout, spec);
  }
  if (runningPid(layout.dir, 'haproxy') === null) {
    log('starting HAProxy');
    for (const port of [layout.sitePort, layout.servicesPort]) await ensurePortFree(layout.host, port, 'HAProxy');
    startHaproxy(layout);
  }
  await waitInRotation(layout);
}

/** Stops every process of the cluster: the gateways, then the services they call, HAProxy last. */
export async function stopCluster(layout: ClusterLayout, log: Log = console.log): Promise<void> {
  const names = (kind: string) =>
    processesOf(layout)
      .filter((p) => p.kind === kind)
      .map((p) => p.name);
  for (const group of [names('gateway'), names('services'), ['haproxy']]) {
    await Promise.all(
      group.map(async (name) => {
        if (await stopProcess(layout.dir, name)) log(`stopped ${name}`);
      }),
    );
  }
}

/** Brings one process back (after a crash, or a deliberate kill in the faults bench) and into rotation. */
export async function restartProcess(layout: ClusterLayout, name: string, log: Log = console.log): Promise<void> {
  if (name === 'haproxy') {
    await stopProcess(layout.dir, 'haproxy');
    startHaproxy(layout);
    await waitInRotation(layout);
    return log('HAProxy restarted');
  }
  const spec = processNamed(layout, name);
  if (await stopProcess(layout.dir, name)) log(`stopped ${name}`);
  const pid = await startProcess(layout, spec);
  // A roll interrupted half-way may have left it drained.
  if (runningPid(layout.dir, 'haproxy') !== null) {
    await setServerState(layout.dir, name, 'ready');
    await waitInRotation(layout, [name]);
  }
  log(`${name} is running again (pid ${pid})`);
}

export interface ProcessStatus {
  name: string;
  pid: number | null;
  /** Its own health check answered 200 (null for HAProxy). */
  healthy: boolean | null;
  /** What HAProxy says of it in each backend, e.g. `services_reads UP`. */
  routing: string[];
}

export async function clusterStatus(layout: ClusterLayout): Promise<ProcessStatus[]> {
  const states = runningPid(layout.dir, 'haproxy') !== null ? await serverStates(layout.dir).catch(() => []) : [];
  const rows = await Promise.all(
    processesOf(layout).map(async (spec) => {
      const pid = runningPid(layout.dir, spec.name);
      const healthy =
        pid !== null &&
        (await fetch(healthUrl(layout, spec), { signal: AbortSignal.timeout(2_000) }).then(
          (r) => r.ok,
          () => false,
        ));
      const routing = states.filter((s) => s.server === spec.name).map((s) => `${s.backend} ${s.status}`);
      return { name: spec.name, pid, healthy, routing };
    }),
  );
  return [...rows, { name: 'haproxy', pid: runningPid(layout.dir, 'haproxy'), healthy: null, routing: [] }];
}
