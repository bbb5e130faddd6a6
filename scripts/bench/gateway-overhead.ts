// Gateway overhead micro-benchmark (docs/performance.md "Gateway overhead"): the website's search
// operation through the gateway against the same query straight to POST /fold31-search/doc-search.
//
//   npx tsx scripts/bench/gateway-overhead.ts [--requests 240] [--queries 35] [--db FILE]
//       [--gateway-options '{"jit":false}'] [--cpu-prof DIR] [--label before]
//       [--gateway-node-flags '--max-semi-space-size=64'] [--services-node-flags '…'] [--floor]
//
// --floor puts a bare node:http proxy (search/bare-proxy.ts) where the gateway was and sends it the REST
// call: what a second process and loopback hop cost at least on this machine.
//
// Three processes, so each measures or profiles one thing: the services (over the bench database,
// opened read-only; data/muster.sqlite when the bench data is missing), the gateway (optionally under
// `node --cpu-prof`), and this client. Every query is warmed first both ways, so the engine answers
// its facets from its result cache on every measured call and the service does the same work for both
// paths: what differs is the gateway. Requests are sequential; the order of the pair alternates.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { DEFAULT_THUMB } from '@muster/contract/rules';
import type { SearchQuery } from '@muster/contract';
import { type Database, repoRoot } from '@muster/services/db';
import { benchSqliteFile } from './bench-data';
import { startBareProxy } from './search/bare-proxy';
import { searchDocument } from './search/clients';
import { buildQueryMix } from './search/query-mix';
import { median, ms, percentile } from './stats';

const self = fileURLToPath(import.meta.url);

const { values } = parseArgs({
  options: {
    role: { type: 'string', default: 'client' },
    requests: { type: 'string', default: '240' },
    queries: { type: 'string', default: '35' },
    db: { type: 'string' },
    'gateway-options': { type: 'string', default: '{}' },
    'cpu-prof': { type: 'string' },
    label: { type: 'string', default: '' },
    'gateway-node-flags': { type: 'string', default: '' },
    'services-node-flags': { type: 'string', default: '' },
    summarize: { type: 'string' },
    floor: { type: 'boolean', default: false },
  },
});

const dbFile =
  values.db ?? (fs.existsSync(benchSqliteFile) ? benchSqliteFile : path.join(repoRoot, 'data', 'muster.sqlite'));

/** The database read-only: the bench must not migrate or re-index data another run may be using. */
function openReadOnly(file: string) {
  const sqlite = new Sqlite(file, { readonly: true, fileMustExist: true });
  sqlite.pragma('mmap_size = 4294967296');
  sqlite.pragma('cache_size = -131072');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite' as const, close: () => db.destroy() };
}

async function servicesRole(): Promise<void> {
  const { buildServicesApp } = await import('@muster/services/app');
  const db = openReadOnly(dbFile);
  // How long the service itself takes, by caller, so a difference is not blamed on the gateway when the
  // service does more for it. Measured from request received to response sent, inside the services process.
  const times = { gateway: [] as number[], direct: [] as number[] };
  const app = await buildServicesApp({ db, dataDir: path.join(repoRoot, 'data') });
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/fold31-search/doc-search'))
      times[request.headers['x-muster-auth'] ? 'gateway' : 'direct'].push(reply.elapsedTime);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  console.log(`READY http://127.0.0.1:${port}`);
  await untilStopped();
  console.error(
    `service time inside the services process, p50: direct ${ms(median(times.direct))} ms, for the gateway ${ms(median(times.gateway))} ms (${times.direct.length} and ${times.gateway.length} calls)`,
  );
  await app.close();
  await db.close();
}

async function proxyRole(): Promise<void> {
  const proxy = await startBareProxy(process.env.BENCH_SERVICES_URL!);
  console.log(`READY ${proxy.url}`);
  await untilStopped();
  await proxy.close();
}

async function gatewayRole(): Promise<void> {
  const { createGateway } = await import('@muster/gateway/server');
  const servicesUrl = process.env.BENCH_SERVICES_URL!;
  const gateway = await createGateway({
    servicesUrl,
    warmCache: true,
    production: false,
    // One address asking far past a visitor's budget (docs/api.md "Rate limits").
    rateLimits: false,
    ...JSON.parse(values['gateway-options']!),
  });
  const server = gateway.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  console.log(`READY http://127.0.0.1:${port}`);
  await untilStopped();
  await new Promise((resolve) => server.close(resolve));
  await gateway.stop();
}

/** Children stop when their standard input closes (then exit normally, so --cpu-prof writes its file). */
function untilStopped(): Promise<void> {
  return new Promise((resolve) => {
    process.stdin.resume();
    process.stdin.once('end', () => resolve());
    process.stdin.once('close', () => resolve());
  });
}

interface Child {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

async function startChild(role: string, env: Record<string, string>, nodeFlags: string[] = []): Promise<Child> {
  const child = spawn(
    process.execPath,
    [
      ...nodeFlags,
      '--import',
      'tsx',
      self,
      '--role',
      role,
      '--db',
      dbFile,
      '--gateway-options',
      values['gateway-options']!,
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve(line.slice(6));
      else console.log(`[${role}] ${line}`);
    });
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code} before it was ready`)));
  });
  return {
    url,
    process: child,
    async stop() {
      child.stdin!.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function post(url: string, body: string): Promise<{ ms: number; bytes: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status} ${text.slice(0, 200)}`);
  const parsed = JSON.parse(text) as { errors?: { message: string }[] };
  if (parsed.errors?.length) throw new Error(`${url}: ${parsed.errors[0].message}`);
  return { ms: elapsed, bytes: Buffer.byteLength(text), body: parsed };
}

async function clientRole(): Promise<void> {
  const requests = Number(values.requests);
  const queryDb = openReadOnly(dbFile);
  const mix = (await buildQueryMix(queryDb.db, Number(values.queries))).map((q) => q.query);
  await queryDb.close();
  console.log(
    `database ${path.relative(repoRoot, dbFile)}; ${mix.length} queries, ${requests} measured requests each way`,
  );

  const flags = (name: 'gateway-node-flags' | 'services-node-flags') => values[name]!.split(' ').filter(Boolean);
  const services = await startChild('services', {}, flags('services-node-flags'));
  const profDir = values['cpu-prof'] ? path.resolve(values['cpu-prof']) : undefined;
  const floor = values.floor!;
  const gateway = await startChild(floor ? 'proxy' : 'gateway', { BENCH_SERVICES_URL: services.url }, [
    ...flags('gateway-node-flags'),
    ...(profDir ? ['--cpu-prof', '--cpu-prof-dir', profDir] : []),
  ]);
  // The REST call asks the page's data as the gateway does (hits' titles, thumbnails, publications inline).
  const pageData = { includeContent: true, thumbWidth: DEFAULT_THUMB.width, thumbHeight: DEFAULT_THUMB.height };
  const rest = (query: SearchQuery) =>
    post(`${services.url}/fold31-search/doc-search`, JSON.stringify({ ...query, ...pageData }));
  const document = searchDocument(true);
  const gql = floor
    ? (query: SearchQuery) => post(`${gateway.url}/`, JSON.stringify({ ...query, ...pageData }))
    : (query: SearchQuery) => post(`${gateway.url}/graphql`, JSON.stringify({ query: document, variables: { query } }));
  try {
    // Warm-up: every query twice each way (facet counts cached, statements prepared, V8 optimised).
    for (let pass = 0; pass < 2; pass++)
      for (const q of mix) {
        await rest(q);
        await gql(q);
      }
    // What each path sends back: the gateway's answer is what the website reads, the service's what the gateway parses.
    const sizes = await Promise.all([rest(mix[0]), gql(mix[0])]);
    console.log(
      `response of the first query: service ${(sizes[0].bytes / 1024).toFixed(0)} KiB, gateway ${(sizes[1].bytes / 1024).toFixed(0)} KiB`,
    );
    const restMs: number[] = [];
    const gqlMs: number[] = [];
    const diff: number[] = [];
    for (let i = 0; i < requests; i++) {
      const q = mix[i % mix.length];
      let r: number;
      let g: number;
      if (i % 2 === 0) {
        r = (await rest(q)).ms;
        g = (await gql(q)).ms;
      } else {
        g = (await gql(q)).ms;
        r = (await rest(q)).ms;
      }
      restMs.push(r);
      gqlMs.push(g);
      diff.push(g - r);
    }
    const sp50 = median(restMs);
    const gp50 = median(gqlMs);
    console.log(
      `\n${values.label ? `${values.label}: ` : ''}${floor ? 'bare proxy in place of the gateway (--floor)' : `gateway options ${values['gateway-options']}`}`,
    );
    console.log('| path | p50 | p95 |\n|---|---:|---:|');
    console.log(`| REST doc-search | ${ms(sp50)} | ${ms(percentile(restMs, 95))} |`);
    console.log(
      `| ${floor ? 'through the bare proxy' : 'GraphQL search'} | ${ms(gp50)} | ${ms(percentile(gqlMs, 95))} |`,
    );
    console.log(`| per-pair difference | ${ms(median(diff))} | ${ms(percentile(diff, 95))} |`);
    console.log(
      `gateway/service p50: ${(gp50 / sp50).toFixed(2)}× (+${((gp50 / sp50 - 1) * 100).toFixed(0)}%); added ${ms(gp50 - sp50)} ms`,
    );
  } finally {
    await gateway.stop();
    await services.stop();
  }
  if (profDir) {
    const newest = fs
      .readdirSync(profDir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(profDir, f))
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
    if (newest) summarize(newest);
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/** Self time of a --cpu-prof profile by package (or gateway source file), and the top functions. */
function summarize(file: string): void {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byGroup = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    if (!us) continue;
    const { url, functionName, lineNumber } = node.callFrame;
    const group = groupOf(url, functionName);
    total += us;
    byGroup.set(group, (byGroup.get(group) ?? 0) + us);
    const name = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/main\//, '')}:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  const busy = total - (byGroup.get('(idle)') ?? 0);
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .filter(([k]) => k !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, n);
  console.log(
    `\nCPU profile ${path.relative(repoRoot, file)}: ${(busy / 1000).toFixed(0)} ms busy of ${(total / 1000).toFixed(0)} ms`,
  );
  console.log('self time by package, % of busy:');
  for (const [group, us] of top(byGroup, 25)) console.log(`  ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${group}`);
  console.log('top functions by self time:');
  for (const [name, us] of top(byFunction, 30))
    console.log(`  ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${name}`);
}

function groupOf(url: string, functionName: string): string {
  if (!url)
    return functionName === '(idle)'
      ? '(idle)'
      : functionName === '(garbage collector)'
        ? '(gc)'
        : `(${functionName || 'native'})`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const local = /\/main\/(.*)$/.exec(url);
  if (local) return local[1].startsWith('gateway/src/') ? local[1] : local[1].split('/').slice(0, 2).join('/');
  if (url.startsWith('node:')) return url;
  return url;
}

if (values.summarize) summarize(values.summarize);
else if (values.role === 'services') await servicesRole();
else if (values.role === 'gateway') await gatewayRole();
else if (values.role === 'proxy') await proxyRole();
else await clientRole();
