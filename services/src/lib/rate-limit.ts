import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';

/** A limit: at most `points` hits per key in a window of `windowMs` that starts at the key's first hit. */
export interface RateLimit {
  bucket: string;
  points: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the window ends and the key may hit again. */
  resetAt: Date;
}

const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Counts one hit of `key` and says whether it is within the limit. The counter lives in the database
 * (`rate_limits`) so every services instance shares it, and one upsert both counts and reads, so two
 * instances hit at once cannot both see the last free point. This is rate-limiter-flexible's fixed window,
 * kept on the services' own Kysely connection (its SQL stores want the raw driver and their own tables) and on
 * the services' clock, which tests move to prove a limit lifts.
 */
export async function hit(db: Kysely<Database>, limit: RateLimit, key: string, now: Date): Promise<RateLimitVerdict> {
  const stamp = now.toISOString();
  const fresh = new Date(now.getTime() + limit.windowMs).toISOString();
  const expired = sql<boolean>`${sql.ref('rate_limits.window_ends')} <= ${stamp}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket: limit.bucket, key: digest(key), hits: 1, window_ends: fresh })
    .onConflict((oc) =>
      oc.columns(['bucket', 'key']).doUpdateSet({
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${sql.ref('rate_limits.hits')} + 1 END`,
        window_ends: sql`CASE WHEN ${expired} THEN ${fresh} ELSE ${sql.ref('rate_limits.window_ends')} END`,
      }),
    )
    .returning(['hits', 'window_ends'])
    .executeTakeFirstOrThrow();
  // Windows that have ended are worth nothing; trimming here keeps the table small without a scheduler.
  await db.deleteFrom('rate_limits').where('window_ends', '<', stamp).execute();
  return { allowed: Number(row.hits) <= limit.points, hits: Number(row.hits), resetAt: new Date(row.window_ends) };
}

/** Hits every limit in order and stops at the first refusal, so a caller refused by one is not counted by the next. */
export async function hitAll(db: Kysely<Database>, checks: [RateLimit, string][], now: Date): Promise<boolean> {
  for (const [limit, key] of checks) {
    if (!(await hit(db, limit, key, now)).allowed) return false;
  }
  return true;
}
