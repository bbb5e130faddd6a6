import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export const memorialRows = (db: Kysely<Database>, ids: number[]) => db.selectFrom('memorials as m')
  .innerJoin('users as u', 'u.id', 'm.owner_id')
  .selectAll('m')
  .select('u.username as owner_username')
  .where('m.id', 'in', ids).execute();

export type MemorialRow = Awaited<ReturnType<typeof memorialRows>>[number];

export const elementRows = (db: Kysely<Database>, memorialIds: number[]) => db.selectFrom('memorial_elements').selectAll()
  .where('memorial_id', 'in', memorialIds).orderBy('memorial_id').orderBy('ordinal').orderBy('id').execute();
