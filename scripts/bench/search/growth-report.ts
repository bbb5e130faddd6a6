// The growth table: the same query mix at each data-set size, latency beside room taken, one row per size and
// engine (issue 17 point 8; docs/performance.md "Growth" and the Fold3-size plan in docs/operations.md).
import os from 'node:os';
import { ms, percentile } from '../stats';
import { sizeCells } from './db-size';
import { type DbResult, dbTitles } from './report';

export function printGrowth(results: DbResult[]): void {
  const lines = [
    '',
    `### Growth (load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')} at the end)`,
    '',
    '| index records | engine | hits p50 | service p50 | service p95 | slowest kind, p95 | database | search rows | search indexes | search bytes per record |',
    '|---:|---|---:|---:|---:|---|---:|---:|---:|---:|',
  ];
  const ordered = [...results].sort((a, b) => a.records - b.records || a.db.localeCompare(b.db));
  for (const r of ordered) {
    const all = r.kinds.flatMap((k) => k.service.ms);
    const hits = r.kinds.flatMap((k) => k.totals);
    const slowest = r.kinds
      .filter((k) => k.service.ms.length)
      .map((k) => ({ kind: k.kind, p95: percentile(k.service.ms, 95) }))
      .sort((a, b) => b.p95 - a.p95)[0];
    lines.push(
      `| ${r.records.toLocaleString('en-US')} | ${dbTitles[r.db]} | ${hits.length ? Math.round(percentile(hits, 50)).toLocaleString('en-US') : '–'} | ${ms(percentile(all, 50))} | ${ms(percentile(all, 95))} | ${slowest ? `${slowest.kind} ${ms(slowest.p95)}` : '–'} | ${sizeCells(r.size, r.records)} |`,
    );
  }
  lines.push(
    '',
    'Latencies in ms at the search service (plain doc-search, one request at a time), over every round of the mix.',
    '"hits p50": the median query\'s matches. "search rows" are the search tables\' rows (search_docs, FTS5 content, names, facet counts), "search indexes" their b-tree, GIN and FTS5 indexes.',
  );
  console.log(lines.join('\n'));
}
