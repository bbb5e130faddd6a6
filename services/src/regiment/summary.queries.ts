import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import type { UnitColumn } from './facts.queries';

type Db = Kysely<Database>;

/** How the records write each unit (`Co. A, 20th Maine Inf.`), with how often. */
export const unitTexts = (db: Db, column: UnitColumn, ids: number[]) =>
  db
    .selectFrom('index_records as r')
    .select((eb) => [
      sql.ref<number>(`r.${column}`).as('unit_id'),
      'r.unit as text',
      eb.fn.countAll<number>().as('soldiers'),
    ])
    .where(`r.${column}`, 'in', ids)
    .where('r.unit', 'is not', null)
    .groupBy([sql.ref(`r.${column}`), 'r.unit'])
    .execute();

/** Records per regiment and publication provider. */
export const providerCounts = (db: Db, ids: number[]) =>
  db
    .selectFrom('index_records as r')
    .innerJoin('publications as p', 'p.id', 'r.publication_id')
    .select((eb) => ['r.regiment_id as unit_id', 'p.provider as text', eb.fn.countAll<number>().as('soldiers')])
    .where('r.regiment_id', 'in', ids)
    .groupBy(['r.regiment_id', 'p.provider'])
    .execute();

/** The first few scanned pages (by id) naming each regiment's soldiers, ranked per regiment in one query. */
export const firstImages = (db: Db, ids: number[], perUnit: number) =>
  db
    .selectFrom(
      db
        .selectFrom('index_records as r')
        .select([
          'r.regiment_id as unit_id',
          'r.image_id',
          sql<number>`ROW_NUMBER() OVER (PARTITION BY r.regiment_id ORDER BY r.image_id)`.as('rank'),
        ])
        .where('r.regiment_id', 'in', ids)
        .groupBy(['r.regiment_id', 'r.image_id'])
        .as('ranked'),
    )
    .select(['unit_id', 'image_id'])
    .where('rank', '<=', perUnit)
    .orderBy('unit_id')
    .orderBy('image_id')
    .execute();

export const placesByIds = (db: Db, ids: number[]) =>
  db.selectFrom('places').select(['id', 'name', 'path']).where('id', 'in', ids).execute();
