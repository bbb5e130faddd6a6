import { ACCOUNT_LOCKED_MESSAGE, type AccountErrorBody, LOCKED_MESSAGE } from '@muster/contract';
import type { User } from '../user/user.table';
import type { Accounts } from '../user/accounts.context';
import { userByLogin } from '../user/user.queries';
import { lockWhenOverLimit } from './account-lock';
import { decoyHash, verifyPassword } from './password-hash';
import { clearFailures, isLocked, recordFailure } from './throttle';

export const CREDENTIALS_MESSAGE =
  'The email/username and password you entered did not match our records. Please double-check and try again.';
export const PASSWORD_UPDATE_MESSAGE = 'Password update required';

export type CredentialCheck = { ok: true; user: User } | { ok: false; status: 401 | 429; body: AccountErrorBody };

const throttled: CredentialCheck = { ok: false, status: 429, body: { code: 'THROTTLED', message: LOCKED_MESSAGE } };
const accountLocked: CredentialCheck = {
  ok: false,
  status: 429,
  body: { code: 'ACCOUNT_LOCKED', message: ACCOUNT_LOCKED_MESSAGE },
};

/**
 * The password check behind sign-in and the forced update (throttle.ts has the rules): refused while the
 * account is locked or this login is locked at this address, whatever the password; a failure counted and
 * possibly locking the account; a success clearing this address's count. An unknown login costs a hash check
 * too, so timing does not tell which accounts exist.
 */
export async function checkCredentials(
  ctx: Accounts,
  login: string,
  password: string,
  address: string,
): Promise<CredentialCheck> {
  const now = ctx.now();
  const user = await userByLogin(ctx.db, login.trim());
  const known = user !== undefined && user.closed !== 1 ? user : undefined;
  if (known?.locked_at) return accountLocked;
  const attempt = { userId: known?.id ?? null, login, address };
  if (await isLocked(ctx.db, attempt, now.getTime())) return throttled;
  const good = await verifyPassword(password, known?.password_hash ?? (await decoyHash()));
  if (!known || !good) {
    await recordFailure(ctx.db, attempt, now.getTime());
    if (known && (await lockWhenOverLimit(ctx, known, now))) return accountLocked;
    return { ok: false, status: 401, body: { code: 'CREDENTIALS', message: CREDENTIALS_MESSAGE } };
  }
  await clearFailures(ctx.db, known.id, address);
  return { ok: true, user: known };
}
