// What a cluster is made of: two services and two gateway processes on loopback ports, HAProxy in front of
// each pair, and the environment they share. Saved in the cluster's folder so `stop`, `status`, `restart` and
// `roll` act on the cluster `start` made, whatever the shell they are run from sets.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@muster/services/db';

/** Where `npm run cluster` keeps its layout, pid files and logs (benches find the running cluster there). */
export const DEFAULT_CLUSTER_DIR = path.join(repoRoot, 'data', 'cluster');

/**
 * The path each kind of process answers HAProxy's health check on: `/ready` (its database, Redis and services
 * reachable, and not draining). The gateways' fallback backend checks `/health` (haproxy.ts).
 */
export const HEALTH_PATH = { gateway: '/ready', services: '/ready' } as const;
/** Alive only: what the gateways' fallback backend checks, used when no gateway is ready (Redis away, say). */
export const ALIVE_PATH = '/health';
/** How long a process keeps answering after SIGTERM with /ready at 503: two of HAProxy's 1 s checks, and a margin. */
export const DRAIN_DELAY_MS = '2500';

export type ProcessKind = keyof typeof HEALTH_PATH;

export interface ClusterLayout {
  /** Pid files, logs, haproxy.cfg, its admin socket and this layout (cluster.json). */
  dir: string;
  /** Loopback: nothing here is meant to face the internet without a real front. */
  host: string;
  /** HAProxy's website frontend (the gateways) and the one the gateways reach the services through. */
  sitePort: number;
  servicesPort: number;
  gatewayPorts: number[];
  servicePorts: number[];
  /** The environment every process shares: secrets, database, Redis, data folder. */
  env: Record<string, string>;
}

export interface ProcessSpec {
  name: string;
  kind: ProcessKind;
  entry: string;
  port: number;
  env: Record<string, string>;
}

export const siteUrl = (l: ClusterLayout) => `http://${l.host}:${l.sitePort}`;
export const servicesUrl = (l: ClusterLayout) => `http://${l.host}:${l.servicesPort}`;

/** Each process with its own environment: the gateways reach the services only through HAProxy. */
export function processesOf(layout: ClusterLayout): ProcessSpec[] {
  const { host } = layout;
  const services = layout.servicePorts.map((port, i) => ({
    name: `services-${i + 1}`,
    kind: 'services' as const,
    entry: 'services/src/main.ts',
    port,
    env: { ...layout.env, SERVICES_HOST: host, SERVICES_PORT: String(port), DRAIN_DELAY_MS },
  }));
  const gateways = layout.gatewayPorts.map((port, i) => ({
    name: `gateway-${i + 1}`,
    kind: 'gateway' as const,
    entry: 'gateway/src/main.ts',
    port,
    env: {
      ...layout.env,
      HOST: host,
      PORT: String(port),
      DRAIN_DELAY_MS,
      SERVICES_URL: servicesUrl(layout),
      // Visitors arrive through HAProxy on loopback: its X-Forwarded-For names them, nobody else's is believed.
      TRUST_PROXY: host,
      PUBLIC_BASE_URL: layout.env.PUBLIC_BASE_URL ?? `http://localhost:${layout.sitePort}`,
    },
  }));
  return [...services, ...gateways];
}

export function processNamed(layout: ClusterLayout, name: string): ProcessSpec {
  const spec = processesOf(layout).find((p) => p.name === name);
  if (!spec) {
    const names = processesOf(layout).map((p) => p.name);
    throw new Error(`no process named "${name}" in the cluster (${[...names, 'haproxy'].join(', ')})`);
  }
  return spec;
}

const layoutFile = (dir: string) => path.join(dir, 'cluster.json');

/** Written with the owner's permissions only: it holds the secrets of the environment. */
export function saveLayout(layout: ClusterLayout): void {
  fs.mkdirSync(layout.dir, { recursive: true });
  fs.writeFileSync(layoutFile(layout.dir), JSON.stringify(layout, null, 2), { mode: 0o600 });
}

export function loadLayout(dir: string): ClusterLayout | null {
  const file = layoutFile(dir);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ClusterLayout) : null;
}
