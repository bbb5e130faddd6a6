import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { CORRECTABLE_FIELDS, type CorrectableField } from '../index-record/correction.fields';
import { superFields } from '../index-record/stickiness';

/**
 * The columns of each record a staff member corrected with stickiness SUPER, which correctById must not overwrite
 * (issue 15 Precisions, point 5): the corrections' field names (`birthDate`) as the index_records columns an import
 * row writes (`birth_date`).
 */
export async function stickyFields(
  db: Kysely<Database>,
  recordIds: readonly number[],
): Promise<Map<number, Set<string>>> {
  const byField = await superFields(db, recordIds);
  const columns = new Map<number, Set<string>>();
  for (const [recordId, fields] of byField)
    columns.set(
      recordId,
      new Set([...fields].map((field) => CORRECTABLE_FIELDS[field as CorrectableField]).filter(Boolean)),
    );
  return columns;
}
