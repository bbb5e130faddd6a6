import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { IndexRecord } from '../index-record/index-record.table';
import { CORRECTABLE_FIELDS, YEAR_COLUMNS, fullNameOf } from '../index-record/correction.fields';
import { latestCorrections } from '../index-record/stickiness';

type Db = Kysely<Database>;
type Row = Record<string, unknown>;

/** Columns that follow others (full name, years) or only say when: never restored as they were, worked out again. */
const DERIVED = new Set(['id', 'full_name', 'last_modified', ...Object.values(YEAR_COLUMNS)]);
const FIELD_OF = new Map<string, string>(Object.entries(CORRECTABLE_FIELDS).map(([field, column]) => [column, field]));

/**
 * A staff correction made since the import began whose value the record still holds: that field is the staff's now,
 * not the import's, so undo leaves it (the stickiness rule correctById follows, applied to undo). A correction the
 * import then overwrote (NORMAL) no longer stands, and the field goes back to its value before the import.
 */
async function standingCorrections(db: Db, ids: number[], since: string) {
  const standing = new Map<number, Map<string, string | null>>();
  for (const r of await latestCorrections(db, ids)) {
    if (r.created < since) continue;
    const fields = standing.get(r.record_id) ?? new Map<string, string | null>();
    fields.set(r.field, r.new_value);
    standing.set(r.record_id, fields);
  }
  return standing;
}

/**
 * Gives the records an import corrected (correctById) their fields from before it, except those staff corrected since
 * (standingCorrections). Each field put back is written to the record's correction history (NORMAL, by the staff member
 * who undid the import), so the record's history shows the undo. Answers the records changed, for their search
 * documents.
 */
export async function restoreCorrected(
  trx: Db,
  previous: { record_id: number; previous: string }[],
  { since, staffId, now }: { since: string; staffId: number; now: string },
): Promise<number[]> {
  const ids = previous.map((p) => p.record_id);
  const standing = await standingCorrections(trx, ids, since);
  const restored: number[] = [];
  for (const p of previous) {
    const before = JSON.parse(p.previous) as Row;
    const current = (await trx
      .selectFrom('index_records')
      .selectAll()
      .where('id', '=', p.record_id)
      .executeTakeFirst()) as Row | undefined;
    if (!current) continue;
    const kept = standing.get(p.record_id);
    const changes: Row = {};
    for (const [column, value] of Object.entries(before)) {
      if (DERIVED.has(column) || !(column in current) || current[column] === value) continue;
      const field = FIELD_OF.get(column);
      if (field && kept?.has(field) && kept.get(field) === current[column]) continue;
      changes[column] = value;
    }
    if (Object.keys(changes).length === 0) continue;
    const next = { ...current, ...changes } as unknown as IndexRecord;
    for (const [date, year] of Object.entries(YEAR_COLUMNS)) {
      const value = next[date as keyof IndexRecord] as string | null;
      changes[year] = value === null ? null : Number(value.slice(0, 4));
    }
    const fullName = fullNameOf(next);
    if (fullName !== current.full_name) changes.full_name = fullName;
    // Titles read "{full name} in {publication}": the name part follows the name the record ends with.
    const named = String('title' in changes ? before.full_name : current.full_name);
    const title = String(next.title);
    if (fullName !== named && title.startsWith(named)) changes.title = fullName + title.slice(named.length);
    await trx
      .updateTable('index_records')
      .set({ ...changes, last_modified: now } as never)
      .where('id', '=', p.record_id)
      .execute();
    const history = Object.entries(changes).flatMap(([column, value]) => {
      const field = FIELD_OF.get(column);
      return field
        ? [
            {
              record_id: p.record_id,
              field,
              old_value: current[column] === null ? null : String(current[column]),
              new_value: value === null ? null : String(value),
              stickiness: 'NORMAL',
              staff_id: staffId,
              proposal_id: null,
              created: now,
            },
          ]
        : [];
    });
    if (history.length) await trx.insertInto('record_corrections').values(history).execute();
    restored.push(p.record_id);
  }
  return restored;
}
