// The throughput run of `npm run bench -- search` (issue 17, point 7): many clients at once asking full search
// pages (100 hits with content, the sidebar's 5 facets), straight to the service and through the gateway, so
// the pages per second the services give with every core busy are on paper beside the gateway's.
import { performance } from 'node:perf_hooks';
import type { SearchQuery } from '@muster/contract';
import type { Outcome, SearchCall } from './clients';
import { type BenchQuery, withFacetSize } from './query-mix';

export interface ThroughputOptions {
  clients: number;
  /** Measured time of each load (after a warm-up of a fifth of it, at least 2 s). */
  seconds: number;
}

/** The processes whose CPU time a load is charged with. */
export interface CpuMeters {
  /** CPU milliseconds (user + system) so far of the services' processes (the primary and its workers). */
  services(): number | null;
  gateway(): number | null;
}

export interface LoadResult {
  pages: number;
  seconds: number;
  ms: number[];
  failures: Map<string, number>;
  /** CPU milliseconds the services (and the gateway) spent per page answered, over the measured time. */
  servicesCpuMsPerPage: number | null;
  gatewayCpuMsPerPage: number | null;
  benchCpuMsPerPage: number;
}

export interface ThroughputResult {
  clients: number;
  seconds: number;
  workers: number;
  repeatedLabel: string;
  /** [load, path] → result; loads `repeated` and `mix`, paths `service` and `gateway`. */
  loads: { load: 'repeated' | 'mix'; path: 'service' | 'gateway'; result: LoadResult }[];
}

/**
 * Four loads one after another: the same query again and again (its facet counts cached after the first call
 * in each worker, as when paging or when many visitors ask the same thing), and the bench mix in rotation, each
 * call asking its facets a size of its own so that it pays for its counts like a new search; each straight to
 * the service (asking the page data as the gateway does) and through the gateway.
 */
export async function runThroughput(
  mix: BenchQuery[],
  calls: { service: SearchCall; gateway: SearchCall },
  meters: CpuMeters,
  workers: number,
  options: ThroughputOptions,
  log: (message: string) => void,
): Promise<ThroughputResult> {
  const repeated = mix[0];
  let n = 0;
  // Sizes from 539 down to 151: none a call of the latency rounds asked (600 to 540), none past the gateway's cost
  // limit, and none of the bench data's facets has 150 values, so the answers are the same as at the website's 200.
  const fresh = () => {
    const q = mix[n % mix.length];
    const size = 539 - (Math.floor(n / mix.length) % 389);
    n++;
    return withFacetSize(q.query, size);
  };
  const loads: ThroughputResult['loads'] = [];
  for (const load of ['repeated', 'mix'] as const) {
    for (const path of ['service', 'gateway'] as const) {
      const next = load === 'repeated' ? () => repeated.query : fresh;
      log(`throughput: ${load}, ${path}, ${options.clients} clients, ${options.seconds} s`);
      await drive(calls[path], next, options.clients, Math.max(2, options.seconds / 5) * 1000);
      loads.push({ load, path, result: await measure(calls[path], next, options, meters) });
    }
  }
  return { clients: options.clients, seconds: options.seconds, workers, repeatedLabel: repeated.label, loads };
}

async function measure(
  call: SearchCall,
  next: () => SearchQuery,
  options: ThroughputOptions,
  meters: CpuMeters,
): Promise<LoadResult> {
  const before = { services: meters.services(), gateway: meters.gateway(), bench: process.cpuUsage() };
  const { outcomes, seconds } = await drive(call, next, options.clients, options.seconds * 1000);
  const services = meters.services();
  const gateway = meters.gateway();
  const bench = process.cpuUsage(before.bench);
  const ok = outcomes.filter((o): o is Extract<Outcome, { ok: true }> => o.ok);
  const failures = new Map<string, number>();
  for (const o of outcomes) if (!o.ok) failures.set(o.error, (failures.get(o.error) ?? 0) + 1);
  const perPage = (after: number | null, start: number | null) =>
    after != null && start != null && ok.length ? (after - start) / ok.length : null;
  return {
    pages: ok.length,
    seconds,
    ms: ok.map((o) => o.ms),
    failures,
    servicesCpuMsPerPage: perPage(services, before.services),
    gatewayCpuMsPerPage: perPage(gateway, before.gateway),
    benchCpuMsPerPage: ok.length ? (bench.user + bench.system) / 1000 / ok.length : 0,
  };
}

/** `clients` loops, each sending its next request as soon as the previous answer is read, until the time is up. */
async function drive(
  call: SearchCall,
  next: () => SearchQuery,
  clients: number,
  durationMs: number,
): Promise<{ outcomes: Outcome[]; seconds: number }> {
  const started = performance.now();
  const until = started + durationMs;
  const outcomes: Outcome[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) outcomes.push(await call(next()));
    }),
  );
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}
