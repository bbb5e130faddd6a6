import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import type { ApiKeyScope } from '@muster/contract';

type Db = Kysely<Database>;

/** A key with its owner's name and membership and its creator's name, as staff list it. */
function keysWithOwners(db: Db) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('users as o', 'o.id', 'k.owner_id')
    .leftJoin('users as c', 'c.id', 'k.created_by')
    .selectAll('k')
    .select(['o.username as owner_username', 'o.account_status as owner_account_status', 'c.username as creator'])
    .orderBy('k.id', 'desc');
}

export type ApiKeyRow = Awaited<ReturnType<ReturnType<typeof keysWithOwners>['executeTakeFirstOrThrow']>>;

/** Keys of one partner account, or of every partner; revoked ones only when asked. */
export function listKeys(db: Db, filter: { ownerId?: number; includeRevoked: boolean }, limit: number) {
  let query = keysWithOwners(db);
  if (filter.ownerId !== undefined) query = query.where('k.owner_id', '=', filter.ownerId);
  if (!filter.includeRevoked) query = query.where('k.revoked_at', 'is', null);
  return query.limit(limit).execute();
}

export function keyById(db: Db, id: number) {
  return keysWithOwners(db).where('k.id', '=', id).executeTakeFirst();
}

/**
 * Holds the owner's row until the transaction ends, so two keys made at once for one partner are counted one
 * after the other (PostgreSQL; SQLite runs one write transaction at a time anyway).
 */
export async function lockOwner(db: Db, ownerId: number): Promise<void> {
  if (dialectOf(db) === 'postgres')
    await db.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().execute();
}

/** Keys of an owner that still open the API at `now`. */
export async function liveKeyCount(db: Db, ownerId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', ownerId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewKey {
  ownerId: number;
  name: string;
  prefix: string;
  secretHash: string;
  scopes: ApiKeyScope[];
  origins: string[];
  createdBy: number;
  expiresAt: Date;
}

export async function insertKey(db: Db, key: NewKey, now: Date): Promise<number> {
  const row = await db
    .insertInto('api_keys')
    .values({
      owner_id: key.ownerId,
      name: key.name,
      prefix: key.prefix,
      secret_hash: key.secretHash,
      scopes: JSON.stringify(key.scopes),
      origins: JSON.stringify(key.origins),
      created_at: now.toISOString(),
      created_by: key.createdBy,
      expires_at: key.expiresAt.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Revokes a live key; false when it was already revoked (or does not exist). */
export async function revokeKey(db: Db, id: number, staffId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: now.toISOString(), revoked_by: staffId })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The key a digest names, with its owner as a session would carry them. */
export function keyByDigest(db: Db, secretHash: string) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('users as o', 'o.id', 'k.owner_id')
    .select([
      'k.id',
      'k.scopes',
      'k.origins',
      'k.expires_at',
      'k.revoked_at',
      'k.last_used_at',
      'o.id as owner_id',
      'o.username',
      'o.account_status',
      'o.confirmed',
      'o.institution_id',
      'o.closed',
    ])
    .where('k.secret_hash', '=', secretHash)
    .executeTakeFirst();
}

/**
 * Stamps a key's last use, at most once a minute: the condition makes the other calls of that minute a
 * no-op on an indexed row instead of a write.
 */
export async function touchKey(db: Db, id: number, now: Date): Promise<void> {
  const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
  await db
    .updateTable('api_keys')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', minuteAgo)]))
    .execute();
}

/** Every origin some live key names: the CORS allow-list. */
export async function liveOrigins(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('api_keys')
    .select('origins')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('origins', '!=', '[]')
    .execute();
  return [...new Set(rows.flatMap((row) => JSON.parse(row.origins) as string[]))].sort();
}
