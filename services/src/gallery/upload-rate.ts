import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

const HOUR_MS = 60 * 60_000;

/**
 * Uploads a member may send in any hour: 60 gallery images (a family album a minute at a time; one decode of a
 * 50-megapixel scan costs seconds of a core) and 10 profile photos (nobody changes their face more often). Every
 * upload that reaches the decoder counts, refused ones too, since reading them is the cost being limited.
 */
export const UPLOADS_PER_HOUR = { gallery: 60, photo: 10 } as const;

export type UploadKind = keyof typeof UPLOADS_PER_HOUR;

export type UploadTurn = { ok: true } | { ok: false; limit: number; retryAfterSeconds: number };

/**
 * Counts one upload of the member's and answers whether it is within the hour's limit. The row goes in first and
 * the count is of rows up to it, so two instances taking turns at once never both get the last one; a refused
 * upload takes its row back out, so knocking while refused does not keep the limit shut.
 */
export async function takeUploadTurn(
  db: Kysely<Database>,
  userId: number,
  kind: UploadKind,
  now: number,
): Promise<UploadTurn> {
  const since = new Date(now - HOUR_MS).toISOString();
  const { id } = await db
    .insertInto('upload_events')
    .values({ user_id: userId, kind, at: new Date(now).toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const recent = db
    .selectFrom('upload_events')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('at', '>', since);
  const { n, first } = await recent
    .where('id', '<=', id)
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('at').as('first')])
    .executeTakeFirstOrThrow();
  const limit = UPLOADS_PER_HOUR[kind];
  if (Number(n) <= limit) {
    // Rows older than the hour count for nobody; trimming here keeps the table small without a scheduler.
    await db.deleteFrom('upload_events').where('at', '<=', since).execute();
    return { ok: true };
  }
  await db.deleteFrom('upload_events').where('id', '=', id).execute();
  return {
    ok: false,
    limit,
    retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(String(first)) + HOUR_MS - now) / 1000)),
  };
}

/** The refusal members read, in the spirit of the sign-in lock's "Please try again in 30 minutes". */
export function uploadLimitMessage(kind: UploadKind, turn: Extract<UploadTurn, { ok: false }>): string {
  const minutes = Math.ceil(turn.retryAfterSeconds / 60);
  const what = kind === 'photo' ? `${turn.limit} photo changes` : `${turn.limit} uploads`;
  return `You have reached the limit of ${what} an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
