import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { FeedbackTable } from './feedback.table';

type Db = Kysely<Database>;

export const insertFeedback = (db: Db, row: Insertable<FeedbackTable>) =>
  db.insertInto('feedback').values(row).returning('id').executeTakeFirstOrThrow();

export const feedbackRow = (db: Db, id: number) =>
  db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirst();

export type FeedbackRow = NonNullable<Awaited<ReturnType<typeof feedbackRow>>>;

/** Newest first; the id breaks ties within one millisecond. */
export const feedbackPage = (db: Db, offset: number, limit: number) =>
  db
    .selectFrom('feedback')
    .selectAll()
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();

export const feedbackCount = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const setFeedbackStatus = (db: Db, id: number, status: string) =>
  db.updateTable('feedback').set({ status }).where('id', '=', id).executeTakeFirst();

/** The signed-in caller's name and address, which the identity header does not carry. */
export const feedbackUser = (db: Db, userId: number) =>
  db.selectFrom('users').select(['id', 'username', 'email']).where('id', '=', userId).executeTakeFirst();
