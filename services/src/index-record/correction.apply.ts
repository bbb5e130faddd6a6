import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import { reindexDocs } from '../search/index-update';
import type { SearchDatabase } from '../search/search-docs.table';
import { moveSuggestions } from '../suggest/suggest.adjust';
import { CORRECTABLE_FIELDS, type CorrectableField, YEAR_COLUMNS, fullNameOf } from './correction.fields';
import { loadIndexRecords } from './index-record.routes';
import { followRecordInMemorials } from './memorial-follow';
import type { Stickiness } from './stickiness';

export interface Correction {
  recordId: number;
  field: CorrectableField;
  /** Already checked by checkFieldValue. */
  value: string | null;
  stickiness: Stickiness;
  staffId: number;
  proposalId: number | null;
  now: Date;
}

/**
 * Changes one field of a record and everything that shows it, in one transaction: the record (its full name, title
 * and year columns follow a name or date), the correction row, the record's search document, the memorials made from
 * it, the name and date suggestions, and the counts version that retires cached facet counts. Answers the old and new
 * values, or null when there is no such record.
 */
export async function applyCorrection(
  db: Kysely<Database>,
  c: Correction,
): Promise<{ oldValue: string | null; newValue: string | null } | null> {
  const run = async (trx: Kysely<Database>) => {
    const column = CORRECTABLE_FIELDS[c.field];
    // Two corrections of one record at once are made one after the other, each from what the other left (PostgreSQL;
    // SQLite runs one write transaction at a time anyway).
    const read = trx.selectFrom('index_records').selectAll().where('id', '=', c.recordId);
    const row = await (dialectOf(trx) === 'postgres' ? read.forUpdate() : read).executeTakeFirst();
    if (!row) return null;
    const stamp = c.now.toISOString();
    const oldValue = row[column];
    const before = (await loadIndexRecords(trx, [c.recordId])).get(c.recordId)!;
    const next = { ...row, [column]: c.value };
    const changes: Record<string, string | number | null> = { [column]: c.value, last_modified: stamp };
    const yearColumn = YEAR_COLUMNS[column];
    if (yearColumn) changes[yearColumn] = c.value === null ? null : Number(c.value.slice(0, 4));
    const fullName = fullNameOf(next);
    if (fullName !== row.full_name) {
      changes.full_name = fullName;
      // Titles read "{full name} in {publication}": the name part follows, the rest is the publication's.
      if (row.title.startsWith(row.full_name)) changes.title = fullName + row.title.slice(row.full_name.length);
    }
    await trx.updateTable('index_records').set(changes).where('id', '=', c.recordId).execute();
    await trx
      .insertInto('record_corrections')
      .values({
        record_id: c.recordId,
        field: c.field,
        old_value: oldValue === null ? null : String(oldValue),
        new_value: c.value,
        stickiness: c.stickiness,
        staff_id: c.staffId,
        proposal_id: c.proposalId,
        created: stamp,
      })
      .execute();
    const after = (await loadIndexRecords(trx, [c.recordId])).get(c.recordId)!;
    await reindexDocs(trx, 'INDEX_RECORD', [c.recordId]);
    await reindexDocs(trx, 'STORY_PAGE', await followRecordInMemorials(trx, before, after, stamp));
    const updated = { ...row, ...changes } as typeof row;
    await moveSuggestions(trx, row, updated);
    await trx
      .withTables<Pick<SearchDatabase, 'search_state'>>()
      .updateTable('search_state')
      .set((eb) => ({ counts_version: eb('counts_version', '+', 1) }))
      .where('id', '=', 1)
      .execute();
    return { oldValue: oldValue === null ? null : String(oldValue), newValue: c.value };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
