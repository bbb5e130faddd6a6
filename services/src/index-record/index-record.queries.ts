import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export const recordRows = (db: Kysely<Database>, ids: number[]) =>
  db
    .selectFrom('index_records as r')
    .innerJoin('publications as p', 'p.id', 'r.publication_id')
    .selectAll('r')
    .select('p.access_level')
    .where('r.id', 'in', ids)
    .execute();

export type RecordRow = Awaited<ReturnType<typeof recordRows>>[number];

export const placesByIds = (db: Kysely<Database>, ids: number[]) =>
  db.selectFrom('places').select(['id', 'name', 'path']).where('id', 'in', ids).execute();
