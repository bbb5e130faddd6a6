import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export const memorialRows = (db: Kysely<Database>, ids: number[]) =>
  db
    .selectFrom('memorials as m')
    .innerJoin('users as u', 'u.id', 'm.owner_id')
    .selectAll('m')
    .select('u.username as owner_username')
    .where('m.id', 'in', ids)
    .execute();

export type MemorialRow = Awaited<ReturnType<typeof memorialRows>>[number];

/** Elements with the username of the member who added each (comments and corrections show it). */
export const elementRows = (db: Kysely<Database>, memorialIds: number[]) =>
  db
    .selectFrom('memorial_elements as e')
    .leftJoin('users as u', 'u.id', 'e.owner_id')
    .selectAll('e')
    .select('u.username as owner_username')
    .where('e.memorial_id', 'in', memorialIds)
    .orderBy('e.memorial_id')
    .orderBy('e.ordinal')
    .orderBy('e.id')
    .execute();

export type ElementRow = Awaited<ReturnType<typeof elementRows>>[number];
