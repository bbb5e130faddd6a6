import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';

type Db = Kysely<Database>;

/**
 * Whether an import that took the records' highest id (a stand-in for their count) from `before` to `after` has
 * doubled the table since statistics were last due: at 1,000, 2,000, 4,000 … records. A million-row import analyses
 * about ten times.
 */
export function statisticsDue(before: number, after: number): boolean {
  const step = (n: number) => (n < 1000 ? -1 : Math.floor(Math.log2(n / 1000)));
  return step(after) > step(before);
}

/**
 * Refreshes PostgreSQL's statistics of the tables an import grows, inside the caller's transaction (ANALYZE samples a
 * fixed number of rows and blocks neither reads nor writes). The server need not follow an import by itself:
 * autovacuum may be off, as on the machine the figures come from, and with the statistics of the archive analysed at
 * set-up, searches after a million-row import took 3.5 s at p95 instead of 1.1 s (docs/performance.md, Imports).
 * SQLite's are left as they are: there the same refresh made the bench's searches no faster in the one measurement
 * taken, and its import statements name their indexes where stale statistics misled it (index-update.ts).
 */
export async function refreshStatistics(trx: Db): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await sql`ANALYZE index_records, search_docs, search_names`.execute(trx);
}
