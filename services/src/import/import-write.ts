import { type Kysely, sql } from 'kysely';
import type { Database, NewIndexRecord } from '../db/database';
import { dialectOf } from '../db/dialect';
import { YEAR_COLUMNS, fullNameOf } from '../index-record/correction.fields';
import type { IndexRecord } from '../index-record/index-record.table';
import { reindexDocs } from '../search/index-update';
import type { CheckedRow, Finding, RecordValues } from './row-check';
import { stickyFields } from './sticky-fields';
import { refreshStatistics, statisticsDue } from './table-statistics';

type Db = Kysely<Database>;

export interface BatchRow {
  row: number;
  checked: CheckedRow;
}

export interface BatchOutcome {
  written: number;
  rejected: number;
  warned: number;
}

export interface PublicationFacts {
  id: number;
  shortTitle: string;
  conflict: string;
}

// Rows per INSERT: as many as the engine's bound-parameter limit allows for the rows' columns (SQLite 32,766,
// PostgreSQL 65,535), so a batch is one statement per table. On PostgreSQL each statement is a round trip to the
// server, and on a busy machine each of those waits for the server process to be scheduled (docs/performance.md).
const PARAMETER_LIMIT = { sqlite: 32_766, postgres: 65_535 } as const;
const chunkOf = (trx: Db, rows: readonly object[]) =>
  Math.floor(PARAMETER_LIMIT[dialectOf(trx)] / Math.max(1, new Set(rows.flatMap((r) => Object.keys(r))).size));
// One key for every import's id allocation on PostgreSQL (SQLite's single writer serialises it already), paired with
// the schema's name: imports into other schemas of the same database (tests, another site) allocate other ids and
// need not wait for ours. Advisory locks are per database, not per schema.
const ID_LOCK = 715_015;

const yearOf = (date: unknown) => (typeof date === 'string' && date ? Number(date.slice(0, 4)) : null);

/** The columns derived from others: full name, the years of the dates (as a staff correction derives them). */
function derive(r: Record<string, unknown>): Record<string, unknown> {
  const derived: Record<string, unknown> = { full_name: fullNameOf(r as Parameters<typeof fullNameOf>[0]) };
  for (const [date, year] of Object.entries(YEAR_COLUMNS)) derived[year] = yearOf(r[date]);
  return derived;
}

/**
 * Writes one batch of checked rows inside the caller's transaction: new records (ids allocated after the current
 * highest), corrections by id (except SUPER fields), their import_rows keys, their search documents, and the
 * findings. Answers what it did; rows that turn out to name no record of the publication are rejected here.
 */
export async function writeBatch(
  trx: Db,
  importId: number,
  pub: PublicationFacts,
  rows: BatchRow[],
  { validateOnly, correctById, now }: { validateOnly: boolean; correctById: boolean; now: string },
): Promise<BatchOutcome> {
  // A batch commits without waiting for PostgreSQL's WAL flush: a server crash can lose the last batches, but their
  // checkpoint goes with them (same transaction), so the resumed job writes them again; nothing is doubled.
  if (dialectOf(trx) === 'postgres') await sql`SET LOCAL synchronous_commit = off`.execute(trx);
  const findings: (Finding & { row: number })[] = [];
  const corrections = rows.filter((r) => !r.checked.rejected && correctById && r.checked.recordId !== null);
  const existing = await recordsOf(
    trx,
    pub.id,
    corrections.map((r) => r.checked.recordId!),
  );
  for (const r of corrections)
    if (!existing.has(r.checked.recordId!)) {
      r.checked.rejected = true;
      r.checked.findings.push({
        level: 'error',
        check: 'unknown-id',
        column: null,
        value: String(r.checked.recordId),
        message: `No record ${r.checked.recordId} in this publication to correct`,
      });
    }
  const good = rows.filter((r) => !r.checked.rejected);
  for (const r of rows) for (const f of r.checked.findings) findings.push({ ...f, row: r.row });

  if (!validateOnly && good.length > 0) {
    const fresh: number[] = [];
    const corrected: number[] = [];
    const keys: { import_id: number; row_number: number; record_id: number; previous: string | null }[] = [];
    const made = good.filter((r) => !(correctById && r.checked.recordId !== null));
    if (made.length > 0) {
      if (dialectOf(trx) === 'postgres')
        await sql`SELECT pg_advisory_xact_lock(${ID_LOCK}, hashtext(current_schema()))`.execute(trx);
      const top = await trx
        .selectFrom('index_records')
        .select(sql<number>`coalesce(max(id), 0)`.as('top'))
        .executeTakeFirstOrThrow();
      let id = Number(top.top);
      const records = made.map((r) => {
        const record = newRecord(++id, pub, r.checked.values, now);
        keys.push({ import_id: importId, row_number: r.row, record_id: id, previous: null });
        fresh.push(id);
        return record;
      });
      for (let i = 0, n = chunkOf(trx, records); i < records.length; i += n)
        await trx
          .insertInto('index_records')
          .values(records.slice(i, i + n))
          .execute();
    }
    const sticky = await stickyFields(
      trx,
      corrections.map((r) => r.checked.recordId!),
    );
    for (const r of good.filter((g) => correctById && g.checked.recordId !== null)) {
      const id = r.checked.recordId!;
      const before = existing.get(id)!;
      const values = { ...r.checked.values };
      for (const field of sticky.get(id) ?? []) delete values[field];
      const merged = { ...before, ...values };
      await trx
        .updateTable('index_records')
        .set({ ...values, ...derive(merged), last_modified: now } as never)
        .where('id', '=', id)
        .execute();
      keys.push({ import_id: importId, row_number: r.row, record_id: id, previous: JSON.stringify(before) });
      corrected.push(id);
    }
    for (let i = 0, n = chunkOf(trx, keys); i < keys.length; i += n)
      await trx
        .insertInto('import_rows')
        .values(keys.slice(i, i + n))
        .execute();
    await reindexDocs(trx, 'INDEX_RECORD', fresh, { fresh: true });
    await reindexDocs(trx, 'INDEX_RECORD', corrected);
    if (fresh.length > 0 && statisticsDue(fresh[0] - 1, fresh.at(-1)!)) await refreshStatistics(trx);
  }
  const errors = findings.map((f) => ({
    import_id: importId,
    row_number: f.row,
    level: f.level,
    check_name: f.check,
    column_name: f.column,
    value: f.value,
    message: f.message,
  }));
  for (let i = 0, n = chunkOf(trx, errors.slice(0, 1)); i < errors.length; i += n)
    await trx
      .insertInto('import_errors')
      .values(errors.slice(i, i + n))
      .execute();
  return {
    written: validateOnly ? 0 : good.length,
    rejected: rows.length - good.length,
    warned: good.filter((r) => r.checked.findings.length > 0).length,
  };
}

function newRecord(id: number, pub: PublicationFacts, values: RecordValues, now: string): NewIndexRecord {
  const r = { given_name: '', ...values } as Record<string, unknown>;
  const derived = derive(r);
  return {
    ...(r as Partial<NewIndexRecord>),
    ...(derived as Partial<NewIndexRecord>),
    id,
    publication_id: pub.id,
    image_id: r.image_id as number,
    given_name: r.given_name as string,
    surname: r.surname as string,
    full_name: derived.full_name as string,
    title: (r.title as string | undefined) ?? `${derived.full_name as string} in ${pub.shortTitle}`,
    conflict: (r.conflict as string | undefined) ?? pub.conflict,
    branch: (r.branch as string | undefined) ?? '',
    created: now,
    last_modified: now,
  };
}

async function recordsOf(trx: Db, publicationId: number, ids: number[]): Promise<Map<number, IndexRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('index_records')
    .selectAll()
    .where('publication_id', '=', publicationId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}
