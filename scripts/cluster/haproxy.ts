// HAProxy from Debian in front of the gateways and of the services: its configuration, installing it when
// missing, and its runtime API (the admin socket) that takes a server out of rotation during a roll.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ALIVE_PATH, type ClusterLayout, HEALTH_PATH, processesOf } from './layout';

export const HAPROXY = '/usr/sbin/haproxy';
export const adminSocket = (dir: string) => path.join(dir, 'haproxy.sock');
export const configFile = (dir: string) => path.join(dir, 'haproxy.cfg');

/** Installs Debian's haproxy package when the binary is missing (CI machines start without it). */
export function ensureHaproxy(log: (line: string) => void = console.log): void {
  if (fs.existsSync(HAPROXY)) return;
  log('installing HAProxy from Debian (apt-get install -y haproxy)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'haproxy'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed: install haproxy and run again`);
  }
}

/**
 * The backends the site's frontend and the services' frontend lead to. The services have two over the same
 * processes: reads (GET, HEAD and the searches' POSTs) may be sent again to the other process when one closed the connection without an
 * answer (it died mid-request), writes only when they never reached a process, so no write is ever repeated.
 */
export const BACKENDS = {
  gateways: 'gateways',
  gatewaysFallback: 'gateways_fallback',
  serviceReads: 'services_reads',
  serviceWrites: 'services_writes',
};

/** The services' POST routes that change nothing: a search's query is too large for a GET address. */
export const READ_ONLY_POSTS = ['/fold31-search/doc-search', '/fold31-search/browse-facet'];

export function haproxyConfig(layout: ClusterLayout): string {
  const servers = (kind: 'gateway' | 'services', how = (_name: string) => 'check') =>
    processesOf(layout)
      .filter((p) => p.kind === kind)
      .map((p) => `  server ${p.name} ${layout.host}:${p.port} ${how(p.name)}`)
      .join('\n');
  const checked = (kind: 'gateway' | 'services', path: string = HEALTH_PATH[kind]) =>
    [
      `  option httpchk GET ${path}`,
      '  http-check expect status 200',
      // A process is out after two failed checks a second apart and back after one good one.
      '  default-server inter 1s fall 2 rise 1',
    ].join('\n');
  return `# Written by scripts/cluster (npm run cluster); changes here are lost on the next start.
global
  log stdout format raw local0 info
  stats socket ${adminSocket(layout.dir)} mode 600 level admin
  maxconn 4096

defaults
  mode http
  log global
  option httplog
  option dontlognull
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  # A request that could not be sent goes to the other process instead.
  retries 2
  option redispatch 1
  retry-on conn-failure

frontend site
  bind ${layout.host}:${layout.sitePort}
  # The gateways believe this header from HAProxy's address alone (TRUST_PROXY).
  option forwardfor
  # A gateway that is not ready (its Redis or services out of reach, or draining) is left out; when none is
  # ready (Redis away for all), the live ones still serve pages, as they can without Redis (docs/operations.md).
  use_backend ${BACKENDS.gatewaysFallback} if { nbsrv(${BACKENDS.gateways}) eq 0 }
  default_backend ${BACKENDS.gateways}

backend ${BACKENDS.gateways}
  balance roundrobin
${checked('gateway')}
${servers('gateway')}

backend ${BACKENDS.gatewaysFallback}
  balance roundrobin
${checked('gateway', ALIVE_PATH)}
${servers('gateway')}

frontend services
  bind ${layout.host}:${layout.servicesPort}
  acl read_only_post path ${READ_ONLY_POSTS.join(' ')}
  use_backend ${BACKENDS.serviceReads} if METH_GET || METH_HEAD || read_only_post
  default_backend ${BACKENDS.serviceWrites}

backend ${BACKENDS.serviceReads}
  balance leastconn
  retry-on conn-failure empty-response 503
${checked('services')}
${servers('services')}

backend ${BACKENDS.serviceWrites}
  balance leastconn
  # Health follows the reads backend's checks of the same processes.
${servers('services', (name) => `track ${BACKENDS.serviceReads}/${name}`)}
`;
}

/** One command on HAProxy's runtime API, its answer as text. */
export function haproxyCommand(dir: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(adminSocket(dir));
    let answer = '';
    socket.setTimeout(5_000, () => socket.destroy(new Error(`HAProxy did not answer "${command}"`)));
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

export interface ServerState {
  backend: string;
  server: string;
  /** UP, DOWN, MAINT, DRAIN, NOLB… as HAProxy reports it. */
  status: string;
  /** Requests it is answering now, and has been given since HAProxy started. */
  current: number;
  total: number;
}

/** Every server of every backend, from `show stat`. */
export async function serverStates(dir: string): Promise<ServerState[]> {
  const csv = await haproxyCommand(dir, 'show stat');
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header!.replace(/^# /, '').split(',');
  const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
  return rows
    .map((line) => line.split(','))
    .filter((row) => !['FRONTEND', 'BACKEND'].includes(at(row, 'svname')))
    .map((row) => ({
      backend: at(row, 'pxname'),
      server: at(row, 'svname'),
      status: at(row, 'status'),
      current: Number(at(row, 'scur')),
      total: Number(at(row, 'stot')),
    }));
}

/** The backends a process of the cluster is a server of. */
export const backendsOf = (name: string) =>
  name.startsWith('gateway')
    ? [BACKENDS.gateways, BACKENDS.gatewaysFallback]
    : [BACKENDS.serviceReads, BACKENDS.serviceWrites];

/** `drain`: no new requests, those it is answering finish; `ready`: back in rotation (once its check passes). */
export async function setServerState(dir: string, name: string, state: 'drain' | 'ready' | 'maint'): Promise<void> {
  for (const backend of backendsOf(name)) {
    const answer = await haproxyCommand(dir, `set server ${backend}/${name} state ${state}`);
    if (answer.trim()) throw new Error(`HAProxy refused "${state}" for ${backend}/${name}: ${answer.trim()}`);
  }
}
