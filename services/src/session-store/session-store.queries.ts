import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** One stored browser session as the gateway hands it over: its data is opaque JSON to the services. */
export interface StoredSession {
  data: unknown;
  userId: number | null;
  institutionId: number | null;
  /** ISO timestamp after which the session no longer exists. */
  expiresAt: string;
}

/** The live session under `id` (the gateway's hash of the cookie's id), or null when absent or expired. */
export async function findSession(db: Kysely<Database>, id: string, now = new Date()): Promise<StoredSession | null> {
  const row = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  if (row.expires_at <= now.toISOString()) {
    await deleteSession(db, id);
    return null;
  }
  return {
    data: JSON.parse(row.data),
    userId: row.user_id,
    institutionId: row.institution_id,
    expiresAt: row.expires_at,
  };
}

/** Creates or replaces a session. */
export async function saveSession(db: Kysely<Database>, id: string, session: StoredSession): Promise<void> {
  const values = {
    data: JSON.stringify(session.data),
    user_id: session.userId,
    institution_id: session.institutionId,
    expires_at: new Date(session.expiresAt).toISOString(),
  };
  await db
    .insertInto('sessions')
    .values({ id, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Removes every expired session; run now and then so abandoned sessions do not pile up. */
export async function purgeExpiredSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}
