import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** What the gateway's oidc-provider adapter stores for one model and id. */
export interface StoredOAuthState {
  payload: Record<string, unknown>;
  /** ISO time after which the object is gone; null when it does not expire. */
  expiresAt: string | null;
}

type Lookup = { model: string } & ({ id: string } | { uid: string } | { userCode: string });

/** The live object, or null when absent or expired (an expired row is removed on the way). */
export async function findState(db: Kysely<Database>, lookup: Lookup, now = new Date()) {
  let query = db.selectFrom('oauth_states').selectAll().where('model', '=', lookup.model);
  if ('id' in lookup) query = query.where('id', '=', lookup.id);
  else if ('uid' in lookup) query = query.where('uid', '=', lookup.uid);
  else query = query.where('user_code', '=', lookup.userCode);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  if (row.expires_at !== null && row.expires_at <= now.toISOString()) {
    await destroyState(db, row.model, row.id);
    return null;
  }
  return JSON.parse(row.payload) as Record<string, unknown>;
}

export async function saveState(db: Kysely<Database>, model: string, id: string, state: StoredOAuthState) {
  const { payload } = state;
  const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : null);
  const values = {
    payload: JSON.stringify(payload),
    grant_id: text('grantId'),
    uid: text('uid'),
    user_code: text('userCode'),
    account_id: text('accountId'),
    expires_at: state.expiresAt === null ? null : new Date(state.expiresAt).toISOString(),
  };
  await db
    .insertInto('oauth_states')
    .values({ model, id, ...values })
    .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(values))
    .execute();
}

/**
 * Marks a code or refresh token used (oidc-provider's `consumed`, in epoch seconds): a second use is refused by
 * the provider, which then revokes the whole grant (a stolen refresh token dies with its rightful copy).
 */
export async function consumeState(db: Kysely<Database>, model: string, id: string, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('oauth_states')
      .select('payload')
      .where('model', '=', model)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return;
    const payload = { ...JSON.parse(row.payload), consumed: Math.floor(now.getTime() / 1000) };
    await trx
      .updateTable('oauth_states')
      .set({ payload: JSON.stringify(payload) })
      .where('model', '=', model)
      .where('id', '=', id)
      .execute();
  });
}

export async function destroyState(db: Kysely<Database>, model: string, id: string) {
  await db.deleteFrom('oauth_states').where('model', '=', model).where('id', '=', id).execute();
}

/** Everything issued under a grant: its codes, access and refresh tokens, and the grant itself. */
export async function revokeGrant(db: Kysely<Database>, grantId: string) {
  await db.deleteFrom('oauth_states').where('grant_id', '=', grantId).execute();
  await db.deleteFrom('oauth_states').where('model', '=', 'Grant').where('id', '=', grantId).execute();
}

/** A member's live grants (one per app consent), oldest first, as oidc-provider stored them. */
export async function memberGrants(db: Kysely<Database>, userId: number, now = new Date()) {
  const rows = await db
    .selectFrom('oauth_states')
    .select(['id', 'payload', 'expires_at'])
    .where('model', '=', 'Grant')
    .where('account_id', '=', String(userId))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
    .execute();
  return rows
    .map((row) => ({ grantId: row.id, expiresAt: row.expires_at, payload: JSON.parse(row.payload) as GrantPayload }))
    .sort((a, b) => (a.payload.iat ?? 0) - (b.payload.iat ?? 0));
}

/** The parts of oidc-provider's Grant payload a member's list of apps shows. */
export interface GrantPayload {
  clientId?: string;
  /** Issued at, in epoch seconds. */
  iat?: number;
  openid?: { scope?: string };
  resources?: Record<string, string>;
}

/**
 * Ends every app's access to a member (grants, codes, tokens, provider sessions): a changed password, email or
 * role ends the member's apps as it ends their other browser sessions.
 */
export async function endMemberGrants(db: Kysely<Database>, userId: number) {
  await db.deleteFrom('oauth_states').where('account_id', '=', String(userId)).execute();
}

export async function purgeExpiredStates(db: Kysely<Database>, now = new Date()) {
  await db.deleteFrom('oauth_states').where('expires_at', '<=', now.toISOString()).execute();
}
