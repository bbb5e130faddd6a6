// Prints the throughput run as a Markdown table, service and gateway side by side, then the targets of issue 17
// point 7 (pages/s straight to the search service) with PASS/FAIL marks.
import os from 'node:os';
import { median, mib, ms, percentile } from '../stats';
import type { LoadResult, ThroughputResult } from './throughput';

export const throughputTargets = { repeated: 200, mix: 100 } as const;

const rate = (r: LoadResult) => r.pages / r.seconds;
const cpu = (value: number | null) => (value == null ? '–' : ms(value));

export function printThroughput(
  title: string,
  t: ThroughputResult,
  memory: { servicesPeakRss: number | null; servicesPeakAnonRss: number | null },
): void {
  const get = (load: 'repeated' | 'mix', path: 'service' | 'gateway') =>
    t.loads.find((l) => l.load === load && l.path === path)!.result;
  const lines = [
    '',
    `### ${title}: ${t.clients} concurrent clients, ${t.seconds} s per load, ${t.workers} services worker${t.workers === 1 ? '' : 's'} (${os.availableParallelism()} cores; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')})`,
    '',
    '| load | service pages/s | gateway pages/s | gateway / service | service p50 / p95 | gateway p50 / p95 | services CPU ms per page (service / gateway path) | gateway CPU ms per page | failed (service / gateway) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const load of ['repeated', 'mix'] as const) {
    const s = get(load, 'service');
    const g = get(load, 'gateway');
    lines.push(
      `| ${load === 'repeated' ? `repeated (${t.repeatedLabel})` : 'bench mix, new facet counts'} | ${rate(s).toFixed(0)} | ${rate(g).toFixed(0)} | ${(rate(g) / rate(s)).toFixed(2)}× | ${ms(median(s.ms))} / ${ms(percentile(s.ms, 95))} | ${ms(median(g.ms))} / ${ms(percentile(g.ms, 95))} | ${cpu(s.servicesCpuMsPerPage)} / ${cpu(g.servicesCpuMsPerPage)} | ${cpu(g.gatewayCpuMsPerPage)} | ${failed(s)} / ${failed(g)} |`,
    );
  }
  lines.push(
    '',
    'A page is a full search page: 100 hits with their titles, thumbnails and publications, and the 5 facets of the sidebar.',
    '"service": POST /fold31-search/doc-search asking the page data as the gateway does; "gateway": the website\'s GraphQL search.',
    '"repeated": the one query again and again (its facet counts cached); "bench mix": the queries in rotation, each call paying for its counts.',
    "CPU ms per page: CPU time (user + system) of the services' processes over the measured time, divided by the pages answered;",
    `with ${os.availableParallelism()} cores free of other work, ${os.availableParallelism()} × 1000 / (services + gateway + bench client CPU ms) bounds the pages per second.`,
  );
  for (const { load, path, result } of t.loads)
    for (const [error, n] of result.failures) lines.push(`- failed, ${load}, ${path}: ${n} × ${error}`);
  lines.push(
    '',
    `Services memory, summed over the primary and its workers: peak RSS ${mib(memory.servicesPeakRss)} (file pages they share count once in each), of which private (RssAnon peak) ${mib(memory.servicesPeakAnonRss)}.`,
  );
  lines.push('', 'Targets (straight to the search service):');
  for (const load of ['repeated', 'mix'] as const) {
    const s = get(load, 'service');
    const pass = rate(s) >= throughputTargets[load] && s.failures.size === 0;
    lines.push(
      `- ${pass ? 'PASS' : 'FAIL'} ${load === 'repeated' ? 'a repeated query' : 'the bench mix'}: ${rate(s).toFixed(0)} pages/s (target ≥ ${throughputTargets[load]}); through the gateway ${rate(get(load, 'gateway')).toFixed(0)} pages/s${quiet(s)}`,
    );
  }
  console.log(lines.join('\n'));
}

const failed = (r: LoadResult) => [...r.failures.values()].reduce((a, b) => a + b, 0);

/** What the CPU time per page allows on this machine's cores with nothing else running but the bench client. */
function quiet(r: LoadResult): string {
  if (r.servicesCpuMsPerPage == null) return '';
  const perPage = r.servicesCpuMsPerPage + r.benchCpuMsPerPage;
  return `; CPU per page ${ms(r.servicesCpuMsPerPage)} ms in the services + ${ms(r.benchCpuMsPerPage)} ms in the bench client, at most ${((os.availableParallelism() * 1000) / perPage).toFixed(0)} pages/s on ${os.availableParallelism()} idle cores`;
}
