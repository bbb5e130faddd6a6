// npm run bench -- <name> [options]: benchmarks that print figures measured side by side in one run
// (ARCHITECTURE.md, "Execution speed"). Targets are reported as PASS/FAIL, never asserted in tests.
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { BenchDbName } from './bench-data';
import { benchDataDir, defaultBenchRecords, defaultDatabaseUrl } from './bench-data';
import { runFaultsBench } from './faults/faults.bench';
import { runImportBench } from './import/import.bench';
import { LoadUsageError, loadUsage, runLoadCli } from './load/load-cli';
import { runPartnerBench } from './partner/partner.bench';
import { runBudgetBench } from './search/budget.bench';
import { parseRecordSizes } from './search/record-sizes';
import { runSearchBench } from './search/search.bench';
import { runTilesCli, tilesUsage } from './tiles-cli';
import { UsageError } from './usage-error';
import { runWebBench } from './web/web.bench';

const benches: Record<string, { summary: string; usage: string; run(args: string[]): Promise<void> }> = {
  search: {
    summary:
      'the search query mix straight to the service and through GraphQL, on SQLite and PostgreSQL (1,000,000 index records)',
    usage: `npm run bench -- search [--db sqlite|postgres|both] [--skip-pg] [--queries 240] [--rounds 3]
    [--timeout-ms 30000] [--budget-min 20] [--reindex] [--regenerate] [--prepare-only]
    [--clients 20] [--throughput-s 20] [--throughput-only] [--workers auto|N] [--records 100k,1m,5m]
  After the one-at-a-time rounds, a throughput run: --clients at once for --throughput-s per load (0: none),
  a repeated query and the mix, straight to the service and through the gateway, in pages/s. --workers is the
  services' SERVICES_WORKERS (auto: one per core).
  The bench data is built once (muster-bench.sqlite in BENCH_DATA_DIR, now ${benchDataDir}; schema
  muster_bench of DATABASE_URL, default ${defaultDatabaseUrl}); later runs only migrate it, and rebuild the
  search index when the migrations changed (--reindex forces that, --regenerate rebuilds everything).
  --records runs the bench at each size given (index records, default 1,000,000), each with a data set of its
  own kept beside the default one (muster-bench-100k.sqlite, schema muster_bench_100k), prints each data set's
  size and ends with a growth table.`,
    run: search,
  },
  'search-budget': {
    summary:
      'the worst name queries the search input limits allow beside an ordinary one, straight to the search service (bench data)',
    usage: `npm run bench -- search-budget [--db sqlite|postgres|both] [--rounds 20] [--timeout-ms 30000]
  Uses the search bench's data (built by npm run bench -- search --prepare-only when missing).`,
    run: searchBudget,
  },
  partner: {
    summary:
      "a partner's page of 100 hits with each record's names, dates, publication title and image size, through GraphQL and straight from the services; service calls per page",
    usage: `npm run bench -- partner [--pages 200] [--clients 20] [--concurrent-pages 400] [--data auto|demo|bench]
    [--username annual]
  Reads the search bench's data when it is built (auto), else the demo data (data/muster.sqlite, made as npm start
  makes it). Signs in as the demo subscriber; PASS when no page's fields made more than 4 service calls.`,
    run: partner,
  },
  import: {
    summary:
      'a generated file of 1,000,000 soldiers (1% bad) imported as a job into SQLite and PostgreSQL: rows/s, time until searchable, search p95 idle and during an import',
    usage: `npm run bench -- import [--db sqlite|postgres|both] [--rows 1000000] [--load-rows 200000] [--searches 200]
  Each engine gets a fresh database of the test fixtures (data/bench/import/; schema muster_import_bench of
  DATABASE_URL, default ${defaultDatabaseUrl}).`,
    run: importBench,
  },
  tiles: {
    summary:
      "the same scans through Muster's image service and IIPImage, cold and warm; time to the first sharp tile; viewer JS size",
    usage: tilesUsage,
    run: runTilesCli,
  },
  load: {
    summary:
      "virtual members visiting at once (home, search with facets, paging, a record, the viewer's tiles, sign-in, a memorial edit), each thinking 5–10 s between steps: requests/s, p50/p95/p99 per kind, errors, peak memory",
    usage: loadUsage,
    run: runLoadCli,
  },
  faults: {
    summary:
      'a cluster on a PostgreSQL and Redis of its own while a services process is killed, PostgreSQL restarted, Redis stopped and a service slowed: what users saw, and whether every memorial save is whole',
    usage: `npm run bench -- faults [--size tiny|demo]
  Makes (once) the PostgreSQL cluster muster_faults on port 5499 with Debian's pg_createcluster, starts a redis-server
  on a free port and a cluster (two gateways, two services, HAProxy) on free ports, with the data set of --size
  (default tiny) kept in data/bench/faults/. Exits 1 when a fault is not survived as issue 17 asks.`,
    run: faults,
  },
  web: {
    summary:
      'the home, search-results, record and viewer pages in Chromium over a simulated mobile connection: bytes sent and Largest Contentful Paint',
    usage: `npm run bench -- web [--rounds 3]
  Builds the website into data/bench/web/client-dist, serves it with the demo data (made as npm start makes it)
  through the gateway, and loads each page with 150 ms latency and 200,000 bytes/s down (DevTools Protocol).`,
    run: web,
  },
};

async function faults(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { size: { type: 'string', default: 'tiny' } } });
  if (!['tiny', 'demo'].includes(values.size!)) throw new UsageError('--size must be tiny or demo');
  if (!(await runFaultsBench({ size: values.size!, log: console.log }))) process.exitCode = 1;
}

async function web(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { rounds: { type: 'string', default: '3' } } });
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 20)
    throw new UsageError('--rounds must be an integer from 1 to 20');
  await runWebBench({ rounds, log: console.log });
}

async function search(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      db: { type: 'string', default: 'both' },
      'skip-pg': { type: 'boolean', default: false },
      queries: { type: 'string', default: '240' },
      rounds: { type: 'string', default: '3' },
      'timeout-ms': { type: 'string', default: '30000' },
      'budget-min': { type: 'string', default: '20' },
      reindex: { type: 'boolean', default: false },
      regenerate: { type: 'boolean', default: false },
      'prepare-only': { type: 'boolean', default: false },
      clients: { type: 'string', default: '20' },
      'throughput-s': { type: 'string', default: '20' },
      'throughput-only': { type: 'boolean', default: false },
      workers: { type: 'string', default: 'auto' },
      records: { type: 'string' },
    },
  });
  const choice = values.db!;
  if (!['sqlite', 'postgres', 'both'].includes(choice))
    throw new UsageError(`--db must be sqlite, postgres or both (got ${choice})`);
  const records = values.records === undefined ? null : parseRecordSizes(values.records);
  let dbs: BenchDbName[] = choice === 'both' ? ['sqlite', 'postgres'] : [choice as BenchDbName];
  if (values['skip-pg']) dbs = dbs.filter((d) => d !== 'postgres');
  if (dbs.includes('postgres')) await requirePostgres();
  const int = (name: string, value: string, min: number, max = Number.MAX_SAFE_INTEGER) => {
    const n = Number(value);
    // Rounds are capped because each asks the facets a size of its own, from 200 down (query-mix.ts).
    if (!Number.isInteger(n) || n < min || n > max)
      throw new UsageError(
        `--${name} must be an integer from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ' up'}`,
      );
    return n;
  };
  await runSearchBench({
    dbs,
    records: records ?? [defaultBenchRecords],
    growth: records !== null,
    queries: int('queries', values.queries!, 7),
    rounds: int('rounds', values.rounds!, 1, 20),
    timeoutMs: int('timeout-ms', values['timeout-ms']!, 100),
    budgetMs: int('budget-min', values['budget-min']!, 1) * 60_000,
    reindex: values.reindex!,
    regenerate: values.regenerate!,
    prepareOnly: values['prepare-only']!,
    clients: int('clients', values.clients!, 1, 1000),
    throughputSeconds: int('throughput-s', values['throughput-s']!, 0, 3600),
    throughputOnly: values['throughput-only']!,
    workers: values.workers === 'auto' ? 'auto' : String(int('workers', values.workers!, 1, 64)),
    log: progressLog(),
  });
}

async function importBench(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      db: { type: 'string', default: 'both' },
      rows: { type: 'string', default: '1000000' },
      'load-rows': { type: 'string', default: '200000' },
      searches: { type: 'string', default: '200' },
    },
  });
  const choice = values.db!;
  if (!['sqlite', 'postgres', 'both'].includes(choice))
    throw new UsageError(`--db must be sqlite, postgres or both (got ${choice})`);
  const dbs: BenchDbName[] = choice === 'both' ? ['sqlite', 'postgres'] : [choice as BenchDbName];
  if (dbs.includes('postgres')) await requirePostgres();
  const int = (name: 'rows' | 'load-rows' | 'searches') => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < 1 || n > 100_000_000) throw new UsageError(`--${name} must be a positive integer`);
    return n;
  };
  await runImportBench({
    dbs,
    rows: int('rows'),
    loadRows: int('load-rows'),
    searches: int('searches'),
    log: console.log,
  });
}

async function searchBudget(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      db: { type: 'string', default: 'sqlite' },
      rounds: { type: 'string', default: '20' },
      'timeout-ms': { type: 'string', default: '30000' },
    },
  });
  const choice = values.db!;
  if (!['sqlite', 'postgres', 'both'].includes(choice))
    throw new UsageError(`--db must be sqlite, postgres or both (got ${choice})`);
  const dbs: BenchDbName[] = choice === 'both' ? ['sqlite', 'postgres'] : [choice as BenchDbName];
  if (dbs.includes('postgres')) await requirePostgres();
  const rounds = Number(values.rounds);
  const timeoutMs = Number(values['timeout-ms']);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 1000)
    throw new UsageError('--rounds must be an integer from 1 to 1000');
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) throw new UsageError('--timeout-ms must be a positive integer');
  await runBudgetBench({ dbs, rounds, timeoutMs, log: progressLog() });
}

async function partner(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      pages: { type: 'string', default: '200' },
      clients: { type: 'string', default: '20' },
      'concurrent-pages': { type: 'string', default: '400' },
      data: { type: 'string', default: 'auto' },
      username: { type: 'string', default: 'annual' },
    },
  });
  const data = values.data!;
  if (data !== 'auto' && data !== 'demo' && data !== 'bench')
    throw new UsageError(`--data must be auto, demo or bench (got ${data})`);
  const int = (name: 'pages' | 'clients' | 'concurrent-pages', max: number) => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < 1 || n > max) throw new UsageError(`--${name} must be an integer from 1 to ${max}`);
    return n;
  };
  await runPartnerBench({
    data,
    pages: int('pages', 100_000),
    clients: int('clients', 1_000),
    concurrentPages: int('concurrent-pages', 100_000),
    username: values.username!,
    log: console.log,
  });
}

async function requirePostgres(): Promise<void> {
  const client = new pg.Client({
    connectionString: process.env.DATABASE_URL || defaultDatabaseUrl,
    connectionTimeoutMillis: 5_000,
  });
  try {
    await client.connect();
  } catch (error) {
    throw new UsageError(
      `PostgreSQL is not reachable (${(error as Error).message}); set DATABASE_URL, or run with --skip-pg or --db sqlite`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The generator reports every hundred pages; a line every few seconds is enough to show it moves. */
function progressLog(everyMs = 5_000): (message: string) => void {
  let last = 0;
  return (message) => {
    const progress = /\brecords [\d,]+, pages \d+/.test(message);
    if (progress && Date.now() - last < everyMs) return;
    if (progress) last = Date.now();
    console.log(message);
  };
}

function listBenches(): void {
  console.log('Benchmarks (npm run bench -- <name> [options]):');
  for (const [name, b] of Object.entries(benches)) console.log(`  ${name.padEnd(8)} ${b.summary}\n  ${b.usage}\n`);
}

const [name, ...rest] = process.argv.slice(2);
const bench = name ? benches[name] : undefined;
if (!bench) {
  if (name && name !== 'list' && name !== '--help') console.error(`unknown benchmark "${name}"\n`);
  listBenches();
  process.exitCode = name && name !== 'list' && name !== '--help' ? 2 : 0;
} else {
  try {
    await bench.run(rest);
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof LoadUsageError)) throw error;
    console.error(`${error.message}\n\n${bench.usage}`);
    process.exitCode = 2;
  }
}
