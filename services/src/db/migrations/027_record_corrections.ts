import type { Kysely } from 'kysely';
import { serialType } from '../dialect';

/**
 * Record corrections (issue 15 point 5): every change staff make to an index record's field, with its stickiness
 * (SUPER: a later import keeps it), who made it and the member's proposal it accepted; proposals themselves are
 * feedback rows (the one correction queue) carrying the field, the proposed value and staff's answer. The search
 * state gets a counts version, bumped by a correction, so cached facet counts of every service process retire at once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('record_corrections')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    /** SUPER or NORMAL. */
    .addColumn('stickiness', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    /** feedback.id of the member's proposal it accepted, if any. */
    .addColumn('proposal_id', 'integer')
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('record_corrections_record')
    .on('record_corrections')
    .columns(['record_id', 'field', 'id'])
    .execute();
  await db.schema.alterTable('feedback').addColumn('correction_field', 'text').execute();
  await db.schema.alterTable('feedback').addColumn('correction_value', 'text').execute();
  /** PENDING, ACCEPTED or REJECTED; null for feedback that proposes nothing. */
  await db.schema.alterTable('feedback').addColumn('correction_state', 'text').execute();
  await db.schema.alterTable('feedback').addColumn('correction_reason', 'text').execute();
  await db.schema
    .alterTable('search_state')
    .addColumn('counts_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('search_state').dropColumn('counts_version').execute();
  for (const column of ['correction_reason', 'correction_state', 'correction_value', 'correction_field']) {
    await db.schema.alterTable('feedback').dropColumn(column).execute();
  }
  await db.schema.dropTable('record_corrections').execute();
}
