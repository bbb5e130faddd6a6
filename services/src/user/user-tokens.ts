import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export type TokenKind = 'verify-email' | 'reset-password' | 'email-change' | 'unlock-account';

/** How long an emailed token works. */
export const TOKEN_LIFETIME_MS: Record<TokenKind, number> = {
  'verify-email': 7 * 24 * 3600_000,
  'reset-password': 3600_000,
  'email-change': 24 * 3600_000,
  // The owner may be away when the lock happens; a password reset unlocks too, after this.
  'unlock-account': 7 * 24 * 3600_000,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A new random token (32 bytes, base64url) for the user; only its SHA-256 is stored, so a copy of the
 * database opens no account. Earlier unused tokens of the same kind stop working: the newest mail wins.
 */
export async function issueToken(
  trx: Kysely<Database>,
  userId: number,
  kind: TokenKind,
  now: Date,
  email: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const stamp = now.toISOString();
  await trx
    .updateTable('user_tokens')
    .set({ used_at: stamp })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .insertInto('user_tokens')
    .values({
      user_id: userId,
      kind,
      token_hash: hashToken(token),
      email,
      created: stamp,
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

export interface RedeemedToken {
  userId: number;
  email: string | null;
}

/**
 * Marks the token used and returns whose it is, or null when it is unknown, of another kind, used or
 * expired. The update's condition makes two concurrent redemptions of one token succeed at most once.
 */
export async function redeemToken(
  trx: Kysely<Database>,
  token: string,
  kind: TokenKind,
  now: Date,
): Promise<RedeemedToken | null> {
  const stamp = now.toISOString();
  const row = await trx
    .selectFrom('user_tokens')
    .select(['id', 'user_id', 'email', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= stamp) return null;
  const done = await trx
    .updateTable('user_tokens')
    .set({ used_at: stamp })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1 ? { userId: row.user_id, email: row.email } : null;
}
