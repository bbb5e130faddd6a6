import { type AccountErrorBody, LOCKED_MESSAGE } from '../contract/account';
import type { User } from '../db/database';
import type { Accounts } from '../user/accounts.context';
import { userByLogin } from '../user/user.queries';
import { decoyHash, verifyPassword } from './password-hash';
import { clearFailures, isLocked, recordFailure } from './throttle';

export const CREDENTIALS_MESSAGE = 'The email/username and password you entered did not match our records. Please double-check and try again.';
export const PASSWORD_UPDATE_MESSAGE = 'Password update required';

export type CredentialCheck = { ok: true; user: User } | { ok: false; status: 401 | 429; body: AccountErrorBody };

/**
 * The password check behind sign-in and the forced update: refused while the account or address is
 * locked (whatever the password), a failure counted, a success clearing the account's count. An unknown
 * login costs a hash check too, so timing does not tell which accounts exist.
 */
export async function checkCredentials(ctx: Accounts, login: string, password: string, address: string): Promise<CredentialCheck> {
  const now = ctx.now().getTime();
  const user = await userByLogin(ctx.db, login.trim());
  const known = user !== undefined && user.closed !== 1 ? user : undefined;
  if (await isLocked(ctx.db, known?.id ?? null, address, now)) {
    return { ok: false, status: 429, body: { code: 'THROTTLED', message: LOCKED_MESSAGE } };
  }
  const good = await verifyPassword(password, known?.password_hash ?? await decoyHash());
  if (!known || !good) {
    await recordFailure(ctx.db, known?.id ?? null, address, now);
    return { ok: false, status: 401, body: { code: 'CREDENTIALS', message: CREDENTIALS_MESSAGE } };
  }
  await clearFailures(ctx.db, known.id);
  return { ok: true, user: known };
}
