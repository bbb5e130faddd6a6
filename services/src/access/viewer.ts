import type { Kysely } from 'kysely';
import type { Identity } from '../auth/identity';
import type { Database } from '../db/database';
import { isPremium, type Viewer } from '@muster/contract/rules';

type Db = Kysely<Database>;

/** Institutions change rarely and every request of a patron asks: their silo is kept a minute per process. */
const INSTITUTION_TTL_MS = 60_000;
const institutions = new Map<number, { silo: number | null; until: number }>();

async function institutionSilo(db: Db, id: number): Promise<number | null> {
  const cached = institutions.get(id);
  if (cached && cached.until > Date.now()) return cached.silo;
  const row = await db.selectFrom('institutions').select('silo').where('id', '=', id).executeTakeFirst();
  const silo = row ? Number(row.silo) : null;
  institutions.set(id, { silo, until: Date.now() + INSTITUTION_TTL_MS });
  return silo;
}

async function userConfirmed(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('confirmed').where('id', '=', userId).executeTakeFirst();
  return Number(row?.confirmed ?? 0) === 1;
}

/**
 * The gateway's identity as the access policy needs it. The email confirmation is read from the users table
 * (the truth, where a session's copy may be stale) and only when the level asks for it; the institution's
 * silo from the institutions table. An institution that no longer exists grants nothing.
 */
export async function accessViewer(db: Db, identity: Identity, level: string): Promise<Viewer> {
  const silo = identity.institutionId === null ? null : await institutionSilo(db, identity.institutionId);
  const base: Viewer = {
    userId: identity.userId,
    accountStatus: identity.accountStatus,
    roles: identity.roles,
    confirmed: false,
    institution: identity.institutionId !== null && silo !== null ? { id: identity.institutionId, silo } : null,
  };
  const needsConfirmation = level === 'CONFIRMED' && identity.userId !== null && !isPremium(base);
  return needsConfirmation ? { ...base, confirmed: await userConfirmed(db, identity.userId!) } : base;
}
