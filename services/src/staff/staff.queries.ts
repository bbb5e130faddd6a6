import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

/** 'Manage this image' (services/src/image-admin/): what staff did to a scan; the detail says from → to. */
export type ImageAuditAction =
  'image-replaced' | 'image-rotated' | 'image-hidden' | 'image-shown' | 'image-moved' | 'image-retitled';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface AuditEntry {
  staffId: number;
  action:
    | 'impersonation-link'
    | 'impersonation-used'
    | 'external-link-removed'
    | 'tag-deleted'
    | 'roles-changed'
    | 'api-key-created'
    | 'api-key-revoked'
    | 'record-corrected'
    | 'correction-accepted'
    | 'correction-rejected'
    | 'publication-created'
    | 'publication-edited'
    | 'import-started'
    | 'import-cancelled'
    | 'import-undone'
    | 'import-mapping-saved'
    | ImageAuditAction;
  targetUserId: number | null;
  detail: string | null;
  address: string | null;
}

export async function audit(db: Db, entry: AuditEntry, now: Date): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      staff_id: entry.staffId,
      action: entry.action,
      target_user_id: entry.targetUserId,
      detail: entry.detail,
      address: entry.address,
      created: now.toISOString(),
    })
    .execute();
}

export function recentAudit(db: Db, limit: number) {
  return db.selectFrom('staff_audit').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** Members whose username or email contains `search` (any case), or whose id it is. */
export function searchUsers(db: Db, search: string, limit: number) {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const id = /^\d{1,9}$/.test(search) ? Number(search) : -1;
  // `facebook_id` here stands for "some external link": the Facebook id, else a provider link (migration 015).
  return db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'roles',
      'account_status',
      'closed',
      (eb) =>
        eb.fn
          .coalesce(
            'facebook_id',
            eb
              .selectFrom('external_accounts')
              .select('provider')
              .whereRef('external_accounts.user_id', '=', 'users.id')
              .limit(1),
          )
          .as('facebook_id'),
    ])
    .where((eb) =>
      eb.or([
        eb('id', '=', id),
        eb(sql`lower(username)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    )
    .orderBy('username')
    .limit(limit)
    .execute();
}

/** A random link token (32 bytes); only its SHA-256 is stored. */
export async function issueImpersonation(db: Db, staffId: number, userId: number, now: Date, lifetimeMs: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + lifetimeMs).toISOString();
  await db
    .insertInto('impersonation_tokens')
    .values({
      token_hash: hashToken(token),
      staff_id: staffId,
      user_id: userId,
      created: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
      used_from: null,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * Uses a link once: whose it is, or null when unknown, used, expired or made by another staff member.
 * The guarded update lets two concurrent openings succeed at most once.
 */
export async function redeemImpersonation(db: Db, token: string, staffId: number, now: Date, address: string | null) {
  const stamp = now.toISOString();
  const row = await db
    .selectFrom('impersonation_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= stamp || row.staff_id !== staffId) return null;
  const done = await db
    .updateTable('impersonation_tokens')
    .set({ used_at: stamp, used_from: address })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1 ? { userId: row.user_id, staffId: row.staff_id } : null;
}

/** Every tag name with how many tags carry it, most used first. */
export function tagNameCounts(db: Db, limit: number) {
  return db
    .selectFrom('tags')
    .select(['name', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('name')
    .orderBy('count', 'desc')
    .orderBy('name')
    .limit(limit)
    .execute();
}

export async function deleteTagEverywhere(db: Db, name: string): Promise<number> {
  const result = await db.deleteFrom('tags').where('name', '=', name).executeTakeFirst();
  return Number(result.numDeletedRows);
}
