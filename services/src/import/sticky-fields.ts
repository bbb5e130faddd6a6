import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/**
 * The fields of each record a staff member corrected with stickiness SUPER, which correctById must not overwrite
 * (issue 15 Precisions, point 5). The corrections work adds services/src/index-record/stickiness.ts exporting
 * `superFields(db, recordIds): Promise<Map<number, Set<string>>>`; the integrator makes this call it. Until then no
 * field is sticky.
 */
export async function stickyFields(
  _db: Kysely<Database>,
  _recordIds: readonly number[],
): Promise<Map<number, Set<string>>> {
  return new Map();
}
