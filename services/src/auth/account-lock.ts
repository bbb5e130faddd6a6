import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { User } from '../user/user.table';
import { unlockAccountMail } from '../mail/messages';
import { type Accounts, withMail } from '../user/accounts.context';
import { updateUser } from '../user/user.queries';
import { issueToken } from '../user/user-tokens';
import { THROTTLE, accountFailures, clearFailures } from './throttle';

/**
 * After a failed sign-in: locks the account once it has failed 50 times in 24 hours from anywhere, and mails
 * its owner a single-use unlock link. Only the instance whose update flips the lock mails, so two failures at
 * once send one mail. Answers whether the account is locked now.
 */
export async function lockWhenOverLimit(ctx: Accounts, user: User, now: Date): Promise<boolean> {
  if ((await accountFailures(ctx.db, user.id, user.failures_counted_from, now.getTime())) < THROTTLE.accountFailures)
    return false;
  await withMail(ctx, async (trx, mail) => {
    const flipped = await trx
      .updateTable('users')
      .set({ locked_at: now.toISOString() })
      .where('id', '=', user.id)
      .where('locked_at', 'is', null)
      .executeTakeFirst();
    if (Number(flipped.numUpdatedRows) !== 1) return;
    const token = await issueToken(trx, user.id, 'unlock-account', now);
    await mail(unlockAccountMail(user.email, user.id, token, ctx.siteUrl));
  });
  return true;
}

/**
 * Opens a locked account (its unlock link, or a password reset, proved the owner reads the mail): the
 * account-wide count starts afresh and the failures from the owner's own address are forgotten. Locks of
 * other addresses stay, so an attacker is not handed a fresh five tries by the owner's unlock.
 */
export async function unlockAccount(trx: Kysely<Database>, userId: number, address: string, now: Date): Promise<void> {
  await updateUser(trx, userId, { locked_at: null, failures_counted_from: now.toISOString() });
  await clearFailures(trx, userId, address);
}
