import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

const columns = ['id', 'name', 'type', 'silo', 'proquest', 'ip_ranges'] as const;

export function institutionById(db: Kysely<Database>, id: number) {
  return db.selectFrom('institutions').select(columns).where('id', '=', id).executeTakeFirst();
}

export function institutionByLinkToken(db: Kysely<Database>, token: string) {
  return db.selectFrom('institutions').select(columns).where('link_token', '=', token).executeTakeFirst();
}

/** Every institution with its ranges; there are few (tens), and the gateway caches each answer. */
export function allInstitutions(db: Kysely<Database>) {
  return db.selectFrom('institutions').select(columns).orderBy('id').execute();
}
