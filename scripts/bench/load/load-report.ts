// The load bench's tables (Markdown, pasted into docs/performance.md "Load") and its verdicts.
import { mib, ms, percentile } from '../stats';
import type { MemoryReading } from './memory';
import type { Tally } from './tally';
import type { UsersRun } from './virtual-users';

export const SEARCH_P95_TARGET_MS = 300;
/** The kinds of request the search target covers: the hits, the sidebar's facets and the next page. */
export const SEARCH_KINDS = ['search', 'search facets', 'search page'];

const ORDER = [
  'home',
  'sign-in',
  'search',
  'search facets',
  'search page',
  'record',
  'viewer',
  'info.json',
  'tile',
  'memorial editor',
  'memorial save',
  'sign-out',
];

const list = (map: Map<string, number>) =>
  [...map]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key}: ${n}`)
    .join(', ') || '–';

export interface LoadVerdict {
  serverErrors: number;
  searchP95: Map<string, number>;
  pass: boolean;
}

export function loadVerdict(tally: Tally): LoadVerdict {
  const searchP95 = new Map(
    SEARCH_KINDS.filter((k) => tally.kinds.has(k)).map((k) => [k, percentile(tally.kinds.get(k)!.ms, 95)]),
  );
  const serverErrors = tally.serverErrors();
  const pass = serverErrors === 0 && [...searchP95.values()].every((p) => p <= SEARCH_P95_TARGET_MS);
  return { serverErrors, searchP95, pass };
}

export function printLoadReport(tally: Tally, run: UsersRun, memory: MemoryReading[], heading: string): void {
  const seconds = run.wallMs / 1000;
  const kinds = [...tally.kinds.keys()].sort(
    (a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b),
  );
  console.log(`\n${heading}\n`);
  console.log('| kind | requests | per s | p50 ms | p95 ms | p99 ms | statuses | problems |');
  console.log('|---|---:|---:|---:|---:|---:|---|---|');
  for (const kind of kinds) {
    const t = tally.kinds.get(kind)!;
    const n = [...t.statuses.values()].reduce((a, b) => a + b, 0);
    console.log(
      `| ${kind} | ${n} | ${(n / seconds).toFixed(1)} | ${ms(percentile(t.ms, 50))} | ${ms(percentile(t.ms, 95))} | ` +
        `${ms(percentile(t.ms, 99))} | ${list(t.statuses)} | ${list(t.problems)} |`,
    );
  }
  const all = kinds.flatMap((k) => tally.kinds.get(k)!.ms);
  console.log(
    `| all | ${tally.requests()} | ${(tally.requests() / seconds).toFixed(1)} | ${ms(percentile(all, 50))} | ` +
      `${ms(percentile(all, 95))} | ${ms(percentile(all, 99))} | | |`,
  );
  console.log(
    `\nsteps taken: ${list(run.steps)}; skipped (an earlier answer lacked what they need): ${list(tally.skipped)}`,
  );
  console.log(
    '\n| process | pid | peak RSS during the run | VmHWM (peak since start) | CPU during the run (cores) |\n|---|---:|---:|---:|---:|',
  );
  for (const m of memory)
    console.log(
      `| ${m.name} | ${m.pid} | ${mib(m.peakRss)} | ${mib(m.highWater)} | ` +
        `${m.cpuSeconds == null ? '–' : `${m.cpuSeconds.toFixed(1)} s (${(m.cpuSeconds / seconds).toFixed(2)})`} |`,
    );

  const verdict = loadVerdict(tally);
  console.log(
    `\nserver errors (5xx or no answer): ${verdict.serverErrors} (target 0): ${verdict.serverErrors === 0 ? 'PASS' : 'FAIL'}`,
  );
  for (const [kind, p95] of verdict.searchP95)
    console.log(
      `${kind} p95 ${ms(p95)} ms (target ≤ ${SEARCH_P95_TARGET_MS} ms): ${p95 <= SEARCH_P95_TARGET_MS ? 'PASS' : 'FAIL'}`,
    );
}
