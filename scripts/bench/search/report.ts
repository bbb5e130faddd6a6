// Prints one database's figures as a Markdown table (it reads well in a terminal and pastes into
// docs/performance.md), then the targets of issue 3 with PASS/FAIL marks.
import type { BenchDbName } from '../bench-data';
import { median, mib, ms, percentile } from '../stats';
import type { DbSize } from './db-size';
import type { QueryKind } from './query-mix';
import type { ThroughputResult } from './throughput';

export interface PathSamples {
  ms: number[];
  attempts: number;
  /** Error message → how many calls failed with it. */
  failures: Map<string, number>;
}

export interface KindResult {
  kind: QueryKind;
  queries: number;
  /** Plain doc-search: the engine's own latency (the p95 target). */
  service: PathSamples;
  /** doc-search asking the page's data as the gateway does (includeContent): the gateway's baseline. */
  servicePage: PathSamples;
  gateway: PathSamples;
  /** The service asked the very same query again at once: what the engine's own result cache gives. */
  repeat: PathSamples;
  /** Hit totals the service reported (one per query), to show how much each kind matches. */
  totals: number[];
}

export interface DbResult {
  db: BenchDbName;
  /** Index records of the data set. */
  records: number;
  /** Room the data set takes (db-size.ts); null when it could not be read. */
  size: DbSize | null;
  queries: number;
  rounds: number;
  roundsWanted: number;
  kinds: KindResult[];
  servicesPeakRss: number | null;
  servicesPeakAnonRss: number | null;
  gatewayPeakRss: number | null;
  benchPeakRss: number;
  gatewayAsksMatches: boolean;
  notes: string[];
  seconds: number;
  /** The many-clients run (throughput.ts), when asked. */
  throughput: ThroughputResult | null;
}

export const targets = { serviceP95Ms: 100, gatewayAddedMedian: 0.15, servicesMemoryBytes: 1024 ** 3 } as const;

export const dbTitles = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

export function printDbResult(r: DbResult): void {
  const lines: string[] = [];
  lines.push(
    '',
    `### ${dbTitles[r.db]}, ${r.records.toLocaleString('en-US')} index records: ${r.queries} queries × ${r.rounds} rounds, one at a time (${r.seconds.toFixed(0)} s)`,
    '',
  );
  lines.push(
    '| kind | queries | hits p50 | service p50 | service p95 | service with page data p50 | gateway p50 | gateway p95 | gateway / service with page data, p50 | service p50, repeated | failed (service / page data / gateway) |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const k of r.kinds) lines.push(row(k.kind, k.queries, k.totals, k));
  const all = (path: PathName) => merge(r.kinds.map((k) => k[path]));
  lines.push(
    row(
      '**all**',
      r.queries,
      r.kinds.flatMap((k) => k.totals),
      { service: all('service'), servicePage: all('servicePage'), gateway: all('gateway'), repeat: all('repeat') },
    ),
  );
  lines.push(
    '',
    'Latencies in ms, from sending the request to reading the whole response, over successful calls only.',
    '"service": plain doc-search. "with page data": doc-search asking each hit\'s title, thumbnail and publication inline, as the gateway asks for the search page.',
    '"repeated": the same query asked of the service again at once (its facet counts then come from the engine\'s cache).',
  );
  for (const note of r.notes) lines.push(`Note: ${note}.`);
  if (r.size)
    lines.push(
      `Size: database ${mib(r.size.databaseBytes)}; search tables' rows ${mib(r.size.searchDataBytes)}, their indexes ${mib(r.size.searchIndexBytes)} (${((r.size.searchDataBytes + r.size.searchIndexBytes) / r.records).toFixed(0)} bytes a record); largest: ${r.size.largest.map((l) => `${l.name} ${mib(l.bytes)}`).join(', ')}.`,
    );

  const failures = r.kinds.flatMap((k) => [
    ...failureLines(k, 'service'),
    ...failureLines(k, 'servicePage'),
    ...failureLines(k, 'gateway'),
  ]);
  if (failures.length) lines.push('', 'Failures:', ...failures);

  lines.push('', 'Targets:', ...checkTargets(r).map(({ pass, text }) => `- ${pass ? 'PASS' : 'FAIL'} ${text}`));
  console.log(lines.join('\n'));
}

type PathName = 'service' | 'servicePage' | 'gateway' | 'repeat';

function row(kind: string, queries: number, totals: number[], p: Record<PathName, PathSamples>): string {
  const page50 = median(p.servicePage.ms);
  const g50 = median(p.gateway.ms);
  const ratio = g50 / page50;
  const ratioText = Number.isFinite(ratio) ? `${ratio.toFixed(2)}× (${added(ratio)})` : '–';
  const failed = [p.service, p.servicePage, p.gateway].map((s) => `${failCount(s)}/${s.attempts}`).join(' / ');
  return `| ${kind} | ${queries} | ${totals.length ? Math.round(median(totals)).toLocaleString('en-US') : '–'} | ${ms(median(p.service.ms))} | ${ms(percentile(p.service.ms, 95))} | ${ms(page50)} | ${ms(g50)} | ${ms(percentile(p.gateway.ms, 95))} | ${ratioText} | ${ms(median(p.repeat.ms))} | ${failed} |`;
}

const added = (ratio: number) => `${ratio >= 1 ? '+' : '−'}${Math.abs((ratio - 1) * 100).toFixed(0)}%`;

const failCount = (p: PathSamples) => [...p.failures.values()].reduce((a, b) => a + b, 0);

function merge(paths: PathSamples[]): PathSamples {
  const failures = new Map<string, number>();
  for (const p of paths) for (const [e, n] of p.failures) failures.set(e, (failures.get(e) ?? 0) + n);
  return { ms: paths.flatMap((p) => p.ms), attempts: paths.reduce((a, p) => a + p.attempts, 0), failures };
}

function failureLines(k: KindResult, path: 'service' | 'servicePage' | 'gateway'): string[] {
  return [...k[path].failures].map(([error, n]) => `- ${k.kind}, ${path}: ${n} × ${error}`);
}

export function checkTargets(r: DbResult): { pass: boolean; text: string }[] {
  const all = merge(r.kinds.map((k) => k.service));
  const page = merge(r.kinds.map((k) => k.servicePage));
  const gw = merge(r.kinds.map((k) => k.gateway));
  const slow = r.kinds.filter((k) => k.service.ms.length && percentile(k.service.ms, 95) > targets.serviceP95Ms);
  const failing = r.kinds.filter((k) => failCount(k.service) > 0);
  const p95Problems = [
    ...slow.map((k) => `${k.kind} ${ms(percentile(k.service.ms, 95))} ms`),
    ...failing.map((k) => `${k.kind} ${failCount(k.service)} failed`),
  ];
  const ratio = median(gw.ms) / median(page.ms);
  const memory = r.servicesPeakRss;
  return [
    {
      pass: p95Problems.length === 0 && all.ms.length > 0,
      text: `service p95 ≤ ${targets.serviceP95Ms} ms for every kind: overall p95 ${ms(percentile(all.ms, 95))} ms${p95Problems.length ? `; not met by ${p95Problems.join(', ')}` : ''}`,
    },
    {
      pass: Number.isFinite(ratio) && ratio - 1 <= targets.gatewayAddedMedian && failCount(gw) === 0,
      text: `gateway adds ≤ ${targets.gatewayAddedMedian * 100}% to the median: gateway ${ms(median(gw.ms))} ms vs the service asked the same page data ${ms(median(page.ms))} ms = ${Number.isFinite(ratio) ? added(ratio) : '–'} (plain doc-search ${ms(median(all.ms))} ms)${failCount(gw) ? ` (${failCount(gw)} gateway calls failed)` : ''}`,
    },
    {
      pass: memory != null && memory <= targets.servicesMemoryBytes,
      text: `services memory ≤ 1 GiB: peak RSS (VmHWM) of the services process${r.throughput && r.throughput.workers > 1 ? 'es, summed over the primary and its workers (file pages they share count once in each)' : ''} ${mib(memory)}, of which private (RssAnon peak) ${mib(r.servicesPeakAnonRss)}, the rest mapped file pages; gateway process ${mib(r.gatewayPeakRss)}, bench client ${mib(r.benchPeakRss)}`,
    },
  ];
}
