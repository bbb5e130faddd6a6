import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export const STICKINESS = ['SUPER', 'NORMAL'] as const;
export type Stickiness = (typeof STICKINESS)[number];

// Well under SQLite's bound-parameter limit.
const CHUNK = 500;

/** The latest correction of one field of one record. */
export interface LatestCorrection {
  record_id: number;
  field: string;
  new_value: string | null;
  stickiness: string;
  created: string;
}

/** The latest correction of each corrected field of these records (the last one made decides the field). */
export async function latestCorrections(
  db: Kysely<Database>,
  recordIds: readonly number[],
): Promise<LatestCorrection[]> {
  const ids = [...new Set(recordIds)];
  const latest: LatestCorrection[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('record_corrections as c')
      .select(['c.record_id', 'c.field', 'c.new_value', 'c.stickiness', 'c.created'])
      .where('c.record_id', 'in', ids.slice(i, i + CHUNK))
      .where(({ eb, selectFrom }) =>
        eb(
          'c.id',
          '=',
          selectFrom('record_corrections as l')
            .select((e) => e.fn.max('l.id').as('id'))
            .whereRef('l.record_id', '=', 'c.record_id')
            .whereRef('l.field', '=', 'c.field'),
        ),
      )
      .execute();
    latest.push(...rows);
  }
  return latest;
}

/**
 * The fields of each record whose latest correction is SUPER: an import that replaces a record by id
 * (`correctById`) leaves those fields as staff set them. A later NORMAL correction of a field lifts its protection.
 * Field names are the record service's (`surname`, `birthDate`, …, correction.fields.ts).
 */
export async function superFields(
  db: Kysely<Database>,
  recordIds: readonly number[],
): Promise<Map<number, Set<string>>> {
  const result = new Map<number, Set<string>>();
  for (const row of await latestCorrections(db, recordIds)) {
    if (row.stickiness !== 'SUPER') continue;
    const fields = result.get(row.record_id) ?? new Set<string>();
    fields.add(row.field);
    result.set(row.record_id, fields);
  }
  return result;
}
