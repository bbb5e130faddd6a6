// --cluster: the site `npm run cluster` started (scripts/cluster), read from what it leaves in data/cluster: its
// layout (cluster.json: HAProxy's site port, the shared environment with the database) and one pid file per
// process. Read as files, so the bench needs nothing of the cluster's code.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@muster/services/db';
import type { WatchedProcess } from './memory';

export const clusterDir = path.join(repoRoot, 'data', 'cluster');

export interface ClusterTarget {
  url: string;
  processes: WatchedProcess[];
  /** The database settings the cluster's services share, for the data tools. */
  dbEnv: Record<string, string>;
  description: string;
}

export function readClusterTarget(dir = clusterDir): ClusterTarget {
  const file = path.join(dir, 'cluster.json');
  if (!fs.existsSync(file))
    throw new Error(`no cluster is running here (${path.relative(repoRoot, file)} is missing): npm run cluster`);
  const layout = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    host: string;
    sitePort: number;
    env: Record<string, string>;
  };
  const processes = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.pid'))
    .map((f) => ({ name: f.replace(/\.pid$/, ''), pid: Number(fs.readFileSync(path.join(dir, f), 'utf8').trim()) }))
    .filter((p) => Number.isInteger(p.pid) && p.pid > 0)
    .sort((a, b) => a.name.localeCompare(b.name));
  const dbEnv = Object.fromEntries(
    ['DATABASE_URL', 'DATABASE_SCHEMA', 'SQLITE_FILE'].flatMap((k) => (layout.env[k] ? [[k, layout.env[k]]] : [])),
  );
  const gateways = processes.filter((p) => p.name.startsWith('gateway')).length;
  const services = processes.filter((p) => p.name.startsWith('services')).length;
  return {
    url: `http://${layout.host}:${layout.sitePort}`,
    processes,
    dbEnv,
    description: `npm run cluster: ${gateways} gateways and ${services} services processes behind HAProxy${dbEnv.DATABASE_URL ? ' on PostgreSQL' : ''}`,
  };
}
