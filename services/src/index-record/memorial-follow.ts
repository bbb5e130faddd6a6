import type { Kysely } from 'kysely';
import type { IndexRecordDto } from '@muster/contract';
import type { Database } from '../db/database';
import { jsonObject } from '../lib/batch';
import { recordFacts } from '../memorial/record-facts';

/**
 * Carries a record correction into the memorials made from the record (docs/decisions/corrections.md): a fact
 * the record gave (origin INDEX_RECORD:{id}) that still reads as the record read takes the new reading, or goes when
 * the record no longer has it; a memorial title that is still the record's old full name takes the new one. What
 * the member wrote or changed themselves stays. Answers the memorials whose search documents the caller must replace.
 */
export async function followRecordInMemorials(
  db: Kysely<Database>,
  before: IndexRecordDto,
  after: IndexRecordDto,
  now: string,
): Promise<number[]> {
  const memorials = await db
    .selectFrom('memorials')
    .select(['id', 'title'])
    .where('index_record_id', '=', before.recordId)
    .execute();
  const origin = `INDEX_RECORD:${before.recordId}`;
  const was = new Map(recordFacts(before).map((f) => [f.type, f.value]));
  const is = new Map(recordFacts(after).map((f) => [f.type, f.value]));
  const facts = await db
    .selectFrom('memorial_elements')
    .select(['id', 'memorial_id', 'value'])
    .where('type', '=', 'FACT')
    .where('value', 'like', `%${origin}%`)
    .execute();
  const touched = new Set<number>();
  for (const fact of facts) {
    const value = jsonObject(fact.value);
    const type = String(value.type);
    if (value.origin !== origin || !was.has(type) || value.value !== was.get(type) || is.get(type) === was.get(type))
      continue;
    const next = is.get(type);
    if (next === undefined) await db.deleteFrom('memorial_elements').where('id', '=', fact.id).execute();
    else
      await db
        .updateTable('memorial_elements')
        .set({ value: JSON.stringify({ ...value, value: next }), last_modified: now })
        .where('id', '=', fact.id)
        .execute();
    touched.add(fact.memorial_id);
  }
  if (before.fullName !== after.fullName) {
    for (const m of memorials.filter((m) => m.title === before.fullName)) {
      const title = [...after.fullName].slice(0, 256).join('');
      await db.updateTable('memorials').set({ title, last_modified: now }).where('id', '=', m.id).execute();
      touched.add(m.id);
    }
  }
  // A memorial of the record files its search document under the record's person fields: all of them are replaced.
  return [...new Set([...memorials.map((m) => m.id), ...touched])];
}
