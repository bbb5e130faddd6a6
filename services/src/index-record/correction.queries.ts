import type { Kysely } from 'kysely';
import type { RecordCorrectionDto } from '@muster/contract';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

/** A record's corrections with who made them, newest first. */
export async function correctionHistory(db: Db, recordId: number, limit = 200): Promise<RecordCorrectionDto[]> {
  const rows = await db
    .selectFrom('record_corrections as c')
    .leftJoin('users as u', 'u.id', 'c.staff_id')
    .select(['c.id', 'c.field', 'c.old_value', 'c.new_value', 'c.stickiness', 'c.staff_id', 'u.username'])
    .select(['c.proposal_id', 'c.created'])
    .where('c.record_id', '=', recordId)
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    field: r.field,
    oldValue: r.old_value,
    newValue: r.new_value,
    stickiness: r.stickiness as RecordCorrectionDto['stickiness'],
    staff: { userId: r.staff_id, username: r.username ?? null },
    proposalId: r.proposal_id,
    created: r.created,
  }));
}

/** Proposals on a record still waiting for staff. */
export const pendingProposals = (db: Db, recordId: number) =>
  db
    .selectFrom('feedback')
    .select(['id', 'correction_field', 'correction_value', 'message', 'username'])
    .where('object_type', '=', 'INDEX_RECORD')
    .where('object_id', '=', recordId)
    .where('correction_state', '=', 'PENDING')
    .orderBy('id')
    .execute();

/** How many of a member's proposals wait: a member may have only so many in the queue. */
export async function pendingCountOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('correction_state', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const proposalRow = (db: Db, feedbackId: number) =>
  db
    .selectFrom('feedback')
    .select(['id', 'object_id', 'object_type', 'user_id', 'correction_field', 'correction_value', 'correction_state'])
    .where('id', '=', feedbackId)
    .executeTakeFirst();

/** Answers a waiting proposal; false when it was answered meanwhile (two staff pressing at once answer it once). */
export async function answerProposal(
  db: Db,
  feedbackId: number,
  state: 'ACCEPTED' | 'REJECTED',
  reason: string | null,
): Promise<boolean> {
  const done = await db
    .updateTable('feedback')
    .set({ correction_state: state, correction_reason: reason, status: 'READ' })
    .where('id', '=', feedbackId)
    .where('correction_state', '=', 'PENDING')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}
