import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/**
 * Sign-in throttling (issue 4, spec §8 "locked … 30 minutes"): an account is locked after 5 failures within
 * 30 minutes, a caller address after 20, each until 30 minutes after its last failure. The counts live in
 * the database so every instance shares them. Attempts refused while locked are not counted, so the lock
 * lifts 30 minutes after the last real failure however often someone keeps knocking.
 */
export const THROTTLE = { accountFailures: 5, addressFailures: 20, windowMs: 30 * 60_000, lockMs: 30 * 60_000 } as const;

const keepMs = 24 * 3600_000;

async function lockedBy(db: Kysely<Database>, column: 'user_id' | 'address', value: number | string, limit: number, now: number): Promise<boolean> {
  const rows = await db.selectFrom('sign_in_failures').select('failed_at')
    .where(column, '=', value as never).where('failed_at', '>', new Date(now - THROTTLE.windowMs - THROTTLE.lockMs).toISOString())
    .orderBy('failed_at', 'desc').limit(limit).execute();
  if (rows.length < limit) return false;
  const last = Date.parse(rows[0].failed_at);
  const first = Date.parse(rows[limit - 1].failed_at);
  return last - first <= THROTTLE.windowMs && now < last + THROTTLE.lockMs;
}

/** Whether sign-in is locked for this account (when the login names one) or this address. */
export async function isLocked(db: Kysely<Database>, userId: number | null, address: string, now: number): Promise<boolean> {
  if (userId !== null && await lockedBy(db, 'user_id', userId, THROTTLE.accountFailures, now)) return true;
  return lockedBy(db, 'address', address, THROTTLE.addressFailures, now);
}

export async function recordFailure(db: Kysely<Database>, userId: number | null, address: string, now: number): Promise<void> {
  await db.insertInto('sign_in_failures').values({ user_id: userId, address, failed_at: new Date(now).toISOString() }).execute();
  // Rows older than any window are useless; trimming here keeps the table small without a scheduler.
  await db.deleteFrom('sign_in_failures').where('failed_at', '<', new Date(now - keepMs).toISOString()).execute();
}

/** A successful sign-in clears the account's count (not the address's: one good account must not reset it). */
export async function clearFailures(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('user_id', '=', userId).execute();
}
