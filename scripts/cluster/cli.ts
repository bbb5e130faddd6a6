// npm run cluster [-- start | stop | status | restart <name> | roll]: Muster on PostgreSQL and Redis as two
// services and two gateway processes behind HAProxy, on loopback (docs/operations.md "Cluster").
import path from 'node:path';
import { repoRoot } from '@muster/services/db';
// @ts-expect-error: a plain ES module of the start script, without types
import { startEnv } from '../start/env.mjs';
import { buildIfStale } from '../start/build';
import { clusterStatus, restartProcess, startCluster, stopCluster } from './cluster';
import { DEFAULT_DATABASE_URL, ensureDatabase, prepareDatabase } from './database';
import { type ClusterLayout, DEFAULT_CLUSTER_DIR, loadLayout, servicesUrl, siteUrl } from './layout';
import { roll } from './roll';
import { visitLoad } from './visit-load';

const dir = DEFAULT_CLUSTER_DIR;
const [command = 'start', name] = process.argv.slice(2);

/** The shell's own variables are no setting of Muster's; the rest is kept in cluster.json for later commands. */
const SHELL_ONLY = /^(npm_|INIT_CWD$|OLDPWD$|PWD$|SHLVL$|_$|TERM|LS_COLORS$|SSH_|DISPLAY$|XDG_|COLOR$|EDITOR$|NODE$)/;

function freshLayout(): ClusterLayout {
  const { env: started } = startEnv(repoRoot) as { env: Record<string, string> };
  const env = Object.fromEntries(Object.entries(started).filter(([key]) => !SHELL_ONLY.test(key)));
  env.DATABASE_URL ||= DEFAULT_DATABASE_URL;
  env.REDIS_URL ||= 'redis://127.0.0.1:6379';
  // Apart from `npm start`'s keys in the same Redis, and from its files: the demo data's scans are written here.
  env.REDIS_NAMESPACE ||= 'muster-cluster';
  if (!process.env.DATA_DIR) env.DATA_DIR = path.join(dir, 'files');
  const port = Number(process.env.CLUSTER_PORT || 4800);
  return {
    dir,
    host: '127.0.0.1',
    sitePort: port,
    gatewayPorts: [port + 1, port + 2],
    servicesPort: port + 10,
    servicePorts: [port + 11, port + 12],
    env: { ...env, PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL || `http://localhost:${port}` },
  };
}

function existing(): ClusterLayout {
  const layout = loadLayout(dir);
  if (!layout) throw new Error('no cluster has been started here: run `npm run cluster` first');
  return layout;
}

async function start(): Promise<void> {
  const layout = loadLayout(dir) ?? freshLayout();
  if (await ensureDatabase(layout.env.DATABASE_URL)) console.log('created the database');
  await prepareDatabase(layout.env, {
    size: process.env.CLUSTER_DATA_SIZE || 'demo',
    dataDir: layout.env.DATA_DIR,
    log: console.log,
  });
  buildIfStale('@muster/client', 'client', 'client/dist/index.html');
  await startCluster(layout);
  console.log(`\n✔ Muster cluster at ${siteUrl(layout).replace('127.0.0.1', 'localhost')}/`);
  console.log(`  services through HAProxy at ${servicesUrl(layout)}; logs and pid files in ${layout.dir}`);
  console.log('  npm run cluster -- status | stop | restart <name> | roll');
}

async function status(): Promise<void> {
  const layout = existing();
  console.log(`site ${siteUrl(layout)}  services ${servicesUrl(layout)}`);
  for (const row of await clusterStatus(layout)) {
    const state = row.pid === null ? 'stopped' : `pid ${row.pid}`;
    const health = row.healthy === null ? '' : row.healthy ? 'healthy' : 'not answering';
    console.log(`${row.name.padEnd(11)} ${state.padEnd(10)} ${health.padEnd(14)} ${row.routing.join(', ')}`);
  }
}

/** The roll with visitors asking through the site meanwhile, and what they saw. */
async function rollUnderLoad(): Promise<void> {
  const layout = existing();
  const load = visitLoad(siteUrl(layout));
  const started = Date.now();
  await roll(layout);
  const seen = await load.stop();
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\nvisitors during the roll (${seconds} s): ${seen.requests} requests, slowest ${seen.slowestMs} ms`);
  console.log(`  throttled (429, one address's rate budget): ${seen.throttled}`);
  const failed = Object.entries(seen.failures);
  console.log(`  failed: ${failed.length ? failed.map(([what, n]) => `${n} × ${what}`).join(', ') : 'none'}`);
  if (failed.length) process.exitCode = 1;
}

const commands: Record<string, () => Promise<void>> = {
  start,
  status,
  stop: () => stopCluster(existing()),
  restart: () => {
    if (!name) throw new Error('name the process: npm run cluster -- restart services-1');
    return restartProcess(existing(), name);
  },
  roll: () => (process.argv.includes('--under-load') ? rollUnderLoad() : roll(existing())),
};

const run = commands[command];
if (!run) {
  console.error(`unknown command "${command}": use ${Object.keys(commands).join(', ')}`);
  process.exit(2);
}
try {
  await run();
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}
