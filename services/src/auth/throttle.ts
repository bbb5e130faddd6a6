import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/**
 * Sign-in throttling (spec §8 "locked … 30 minutes"), shaped so an attacker cannot lock the owner out:
 * - 5 failures for one login from one address within 30 minutes lock that login at that address only,
 *   until 30 minutes after the last failure; the owner signing in from elsewhere is not affected;
 * - 20 failures from one address within 30 minutes, whatever the logins, lock that address the same way
 *   (one machine trying many accounts);
 * - 50 failures for one account within 24 hours, from anywhere, lock the account itself until the emailed
 *   unlock link (or a password reset) is used: see account-lock.ts.
 * The counts live in the database so every instance shares them. Attempts refused while locked are not
 * counted, so a lock lifts 30 minutes after the last real failure however often someone keeps knocking.
 */
export const THROTTLE = {
  pairFailures: 5,
  addressFailures: 20,
  windowMs: 30 * 60_000,
  lockMs: 30 * 60_000,
  accountFailures: 50,
  accountWindowMs: 24 * 3600_000,
} as const;

/** Who failed to sign in: the account when the login names one, else the login as typed; and from where. */
export interface SignInAttempt {
  userId: number | null;
  login: string;
  address: string;
}

const loginKey = (login: string) => login.trim().toLowerCase();

type FailureQuery = ReturnType<typeof failures>;
const failures = (db: Kysely<Database>) => db.selectFrom('sign_in_failures');

/** Whether the newest `limit` failures of the query fell within one window and the lock after the last is still on. */
async function lockedBy(query: FailureQuery, limit: number, now: number): Promise<boolean> {
  const rows = await query
    .select('failed_at')
    .where('failed_at', '>', new Date(now - THROTTLE.windowMs - THROTTLE.lockMs).toISOString())
    .orderBy('failed_at', 'desc')
    .limit(limit)
    .execute();
  if (rows.length < limit) return false;
  const last = Date.parse(rows[0].failed_at);
  const first = Date.parse(rows[limit - 1].failed_at);
  return last - first <= THROTTLE.windowMs && now < last + THROTTLE.lockMs;
}

/** The failures of one login (the account, or an unknown login as typed) from one address. */
function pairFailures(db: Kysely<Database>, { userId, login, address }: SignInAttempt): FailureQuery {
  const byLogin =
    userId !== null
      ? failures(db).where('user_id', '=', userId)
      : failures(db).where('user_id', 'is', null).where('login', '=', loginKey(login));
  return byLogin.where('address', '=', address);
}

/**
 * Whether this login is locked at this address, or the address itself is. Unknown logins lock like real
 * ones, so the lock message does not tell who has an account.
 */
export async function isLocked(db: Kysely<Database>, attempt: SignInAttempt, now: number): Promise<boolean> {
  if (await lockedBy(pairFailures(db, attempt), THROTTLE.pairFailures, now)) return true;
  return lockedBy(failures(db).where('address', '=', attempt.address), THROTTLE.addressFailures, now);
}

export async function recordFailure(db: Kysely<Database>, attempt: SignInAttempt, now: number): Promise<void> {
  await db
    .insertInto('sign_in_failures')
    .values({
      user_id: attempt.userId,
      login: loginKey(attempt.login),
      address: attempt.address,
      failed_at: new Date(now).toISOString(),
    })
    .execute();
  // Rows older than any window are useless; trimming here keeps the table small without a scheduler.
  await db
    .deleteFrom('sign_in_failures')
    .where('failed_at', '<', new Date(now - THROTTLE.accountWindowMs).toISOString())
    .execute();
}

/** Failures of the account in the last 24 hours from anywhere, counted from its last unlock. */
export async function accountFailures(
  db: Kysely<Database>,
  userId: number,
  countedFrom: string | null,
  now: number,
): Promise<number> {
  const since = new Date(now - THROTTLE.accountWindowMs).toISOString();
  const from = countedFrom !== null && countedFrom > since ? countedFrom : since;
  const row = await failures(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('failed_at', '>', from)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A successful sign-in (or a reset or unlock proved from this address) clears the account's failures from
 * this address only: one good sign-in must not wipe the count an attacker elsewhere is building.
 */
export async function clearFailures(db: Kysely<Database>, userId: number, address: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('user_id', '=', userId).where('address', '=', address).execute();
}
