// `npm run bench -- search`: the fixed query mix, straight to the search service and through the
// gateway's GraphQL, side by side in one run, on SQLite and PostgreSQL (docs/performance.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchDbLocation, type BenchDbName, benchDataDir, benchDbLocation, prepareBenchDb } from '../bench-data';
import { startGatewayProcess, startServicesProcess } from '../node-process';
import { type Outcome, type SearchCall, gatewaySearch, serviceSearch } from './clients';
import { measureDbSize } from './db-size';
import { printGrowth } from './growth-report';
import type { SearchQuery } from '@muster/contract';
import { type BenchQuery, type QueryKind, buildQueryMix, queryKinds, withFacetSize } from './query-mix';
import { type DbResult, type KindResult, type PathSamples, dbTitles, printDbResult } from './report';
import { runThroughput } from './throughput';
import { printThroughput } from './throughput-report';

export interface SearchBenchOptions {
  dbs: BenchDbName[];
  /** Data-set sizes in index records, each with a data set of its own (bench-data.ts). */
  records: number[];
  /** Print the growth table at the end (when sizes were asked for). */
  growth: boolean;
  queries: number;
  rounds: number;
  timeoutMs: number;
  /** Per database: rounds not started by then are skipped (and said so), so a slow engine cannot hang the run. */
  budgetMs: number;
  regenerate: boolean;
  reindex: boolean;
  prepareOnly: boolean;
  /** Concurrent clients of the throughput run, and how long each of its four loads lasts (0: no throughput run). */
  clients: number;
  throughputSeconds: number;
  /** Skip the one-at-a-time latency rounds (the throughput run alone). */
  throughputOnly: boolean;
  /** SERVICES_WORKERS of the services process (services/src/workers.ts): a count or `auto`. */
  workers: string;
  log: (message: string) => void;
}

export async function runSearchBench(options: SearchBenchOptions): Promise<DbResult[]> {
  const results: DbResult[] = [];
  for (const records of options.records) {
    for (const name of options.dbs) {
      const location = benchDbLocation(name, { records });
      await prepareBenchDb(location, { regenerate: options.regenerate, reindex: options.reindex, log: options.log });
      if (options.prepareOnly) continue;
      const result = await benchOneDb(location, options);
      if (!options.throughputOnly) printDbResult(result);
      if (result.throughput) printThroughput(dbTitles[name], result.throughput, result);
      results.push(result);
    }
  }
  if (options.growth && results.length) printGrowth(results);
  if (results.length) {
    const file = path.join(benchDataDir, 'results', `search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      JSON.stringify(results, (_k, v) => (v instanceof Map ? Object.fromEntries(v) : v), 2),
    );
    options.log(`results written to ${path.relative(process.cwd(), file)}`);
  }
  return results;
}

async function benchOneDb(location: BenchDbLocation, options: SearchBenchOptions): Promise<DbResult> {
  const started = Date.now();
  const { name } = location;
  const notes: string[] = [];
  const db = location.open();
  let mix: BenchQuery[];
  try {
    mix = await buildQueryMix(db.db, options.queries);
  } finally {
    await db.close();
  }
  options.log(
    `[${name}] ${mix.length} queries (${queryKinds.map((k) => `${mix.filter((q) => q.kind === k).length} ${k}`).join(', ')})`,
  );

  let benchPeakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    benchPeakRss = Math.max(benchPeakRss, process.memoryUsage().rss);
  }, 200);
  const services = await startServicesProcess({ ...location.env, SERVICES_WORKERS: options.workers });
  const gateway = await startGatewayProcess(services.url).catch(async (error) => {
    await services.stop();
    throw error;
  });
  try {
    const gatewayUrl = gateway.url;
    const service = serviceSearch(services.url, options.timeoutMs);
    const servicePage = serviceSearch(services.url, options.timeoutMs, true);
    const gatewayAsksMatches = await gatewayResolvesMatches(gatewaySearch(gatewayUrl, options.timeoutMs, true), mix[0]);
    if (!gatewayAsksMatches)
      notes.push('the gateway does not resolve SearchHit.matches yet: the GraphQL query was measured without it');
    const viaGateway = gatewaySearch(gatewayUrl, options.timeoutMs, gatewayAsksMatches);

    const kinds = new Map(
      queryKinds.map((kind): [QueryKind, KindResult] => [
        kind,
        {
          kind,
          queries: mix.filter((q) => q.kind === kind).length,
          totals: [],
          service: samples(),
          servicePage: samples(),
          gateway: samples(),
          repeat: samples(),
        },
      ]),
    );

    // Warm-up: every query once both ways (page cache, prepared statements, JIT, the gateway's caches).
    options.log(`[${name}] warm-up pass`);
    const measured: BenchQuery[] = [];
    for (const q of mix) {
      const s = await service(withFacetSize(q.query, 600));
      await servicePage(withFacetSize(q.query, 599));
      await viaGateway(withFacetSize(q.query, 598));
      if (s.ok) kinds.get(q.kind)!.totals.push(s.total);
      // A query that times out would stretch every round by the timeout: count it failed and leave it out.
      if (!s.ok && s.error.startsWith('timeout')) {
        const k = kinds.get(q.kind)!;
        for (const p of [k.service, k.servicePage, k.gateway]) {
          p.attempts += options.rounds;
          p.failures.set(
            `${s.error} (warm-up; left out)`,
            (p.failures.get(`${s.error} (warm-up; left out)`) ?? 0) + options.rounds,
          );
        }
      } else {
        measured.push(q);
      }
    }

    let rounds = 0;
    for (let round = 0; round < (options.throughputOnly ? 0 : options.rounds); round++) {
      if (Date.now() - started > options.budgetMs) {
        notes.push(
          `stopped after ${rounds} of ${options.rounds} rounds: the time budget of ${options.budgetMs / 60_000} min was spent`,
        );
        break;
      }
      options.log(`[${name}] round ${round + 1} of ${options.rounds}`);
      for (const [i, q] of measured.entries()) {
        const k = kinds.get(q.kind)!;
        // Side by side: the same query three ways, back to back; whichever goes first pays for what the
        // others then find warm (the hits' pages), so who goes first rotates with the query and the round,
        // each path first for a third of every round. Each call has a facet size never asked before, so
        // none finds another's counts cached.
        const direct = withFacetSize(q.query, 597 - 3 * round);
        const order: [PathSamples, SearchCall, SearchQuery][] = [
          [k.service, service, direct],
          [k.servicePage, servicePage, withFacetSize(q.query, 596 - 3 * round)],
          [k.gateway, viaGateway, withFacetSize(q.query, 595 - 3 * round)],
        ];
        for (let turn = 0; turn < (i + round) % 3; turn++) order.push(order.shift()!);
        for (const [target, call, query] of order) record(target, await call(query));
        record(k.repeat, await service(direct));
      }
      rounds++;
    }
    const throughput = options.throughputSeconds
      ? await runThroughput(
          measured,
          { service: servicePage, gateway: viaGateway },
          { services: services.cpuMs, gateway: gateway.cpuMs },
          workersOf(options.workers),
          { clients: options.clients, seconds: options.throughputSeconds },
          (m) => options.log(`[${name}] ${m}`),
        )
      : null;
    return {
      db: name,
      records: location.records,
      // Read after the rounds, so walking every page for the sizes does not warm or evict what they read.
      size: await sizeOf(location, options.log),
      queries: mix.length,
      rounds,
      roundsWanted: options.rounds,
      kinds: [...kinds.values()],
      servicesPeakRss: services.peakRss(),
      servicesPeakAnonRss: services.peakAnonRss(),
      gatewayPeakRss: gateway.peakRss(),
      benchPeakRss,
      gatewayAsksMatches,
      notes,
      seconds: (Date.now() - started) / 1000,
      throughput,
    };
  } finally {
    clearInterval(sampler);
    await gateway.stop();
    await services.stop();
  }
}

async function sizeOf(location: BenchDbLocation, log: (m: string) => void) {
  const db = location.open();
  try {
    return await measureDbSize(db);
  } catch (error) {
    log(`[${location.name}] could not read the database's size: ${(error as Error).message}`);
    return null;
  } finally {
    await db.close();
  }
}

const workersOf = (setting: string) =>
  setting === 'auto' || setting === '' ? os.availableParallelism() : Number(setting);

const samples = (): PathSamples => ({ ms: [], attempts: 0, failures: new Map() });

function record(samples: PathSamples, outcome: Outcome): void {
  samples.attempts++;
  if (outcome.ok) samples.ms.push(outcome.ms);
  else samples.failures.set(outcome.error, (samples.failures.get(outcome.error) ?? 0) + 1);
}

/** False when the gateway refuses `matches` (the field exists in the schema before its resolver does). */
async function gatewayResolvesMatches(call: SearchCall, probe: BenchQuery): Promise<boolean> {
  const outcome = await call(probe.query);
  return outcome.ok || !/matches/i.test(outcome.error);
}
