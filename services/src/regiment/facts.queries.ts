import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import { casualtySql } from './casualty';

type Db = Kysely<Database>;
/** The record column naming the unit: facts are counted per regiment or per company. */
export type UnitColumn = 'regiment_id' | 'company_id';

const count = (condition: ReturnType<typeof casualtySql>) => sql<number>`SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;

/**
 * Soldiers and casualties per unit. Died in the war also counts a death the record dates within the
 * regiment's service without a casualty type (a death date is ISO text, so text order is date order).
 */
export const casualtyCounts = (db: Db, column: UnitColumn, ids: number[]) =>
  db
    .selectFrom('index_records as r')
    .leftJoin('regiments as g', 'g.id', 'r.regiment_id')
    .select((eb) => [
      sql.ref<number>(`r.${column}`).as('unit_id'),
      eb.fn.countAll<number>().as('soldiers'),
      count(casualtySql('died', 'r.casualty_type')).as('died_in_unit'),
      count(
        sql`(${casualtySql('died', 'r.casualty_type')} OR (r.death_date IS NOT NULL AND r.death_date <= COALESCE(g.end_date, '9999')))`,
      ).as('died_in_war'),
      count(casualtySql('wounded', 'r.casualty_type')).as('wounded'),
      count(casualtySql('prisoner', 'r.casualty_type')).as('prisoners'),
      eb.fn.min('r.enlistment_date').as('first_enlistment'),
    ])
    .where(`r.${column}`, 'in', ids)
    .groupBy(`r.${column}`)
    .execute();

/**
 * Whole years from birth to enlistment: the year difference, less one when both dates are full and the
 * birthday had not come yet that year. Written without parameters, so PostgreSQL can group by it.
 */
const AGE = sql<number>`(r.enlistment_year - r.birth_year - CASE WHEN length(r.enlistment_date) >= 10 AND length(r.birth_date) >= 10
  AND substr(r.enlistment_date, 6, 5) < substr(r.birth_date, 6, 5) THEN 1 ELSE 0 END)`;

/** How many soldiers of each unit enlisted at each age: enough for the mean and the median without the rows. */
export const enlistmentAgeHistogram = (db: Db, column: UnitColumn, ids: number[]) =>
  db
    .selectFrom('index_records as r')
    .select((eb) => [
      sql.ref<number>(`r.${column}`).as('unit_id'),
      AGE.as('age'),
      eb.fn.countAll<number>().as('soldiers'),
    ])
    .where(`r.${column}`, 'in', ids)
    .where('r.birth_year', 'is not', null)
    .where('r.enlistment_year', 'is not', null)
    .groupBy([sql.ref(`r.${column}`), AGE])
    .execute();

/** Soldiers per unit and enlistment place; the service picks the most common. */
export const enlistmentPlaceCounts = (db: Db, column: UnitColumn, ids: number[]) =>
  db
    .selectFrom('index_records as r')
    .innerJoin('places as p', 'p.id', 'r.enlistment_place_id')
    .select((eb) => [
      sql.ref<number>(`r.${column}`).as('unit_id'),
      'p.id',
      'p.name',
      'p.path',
      eb.fn.countAll<number>().as('soldiers'),
    ])
    .where(`r.${column}`, 'in', ids)
    .groupBy([sql.ref(`r.${column}`), 'p.id', 'p.name', 'p.path'])
    .execute();

/** Soldiers per unit and enlistment date. */
export const enlistmentDateCounts = (db: Db, column: UnitColumn, ids: number[]) =>
  db
    .selectFrom('index_records as r')
    .select((eb) => [
      sql.ref<number>(`r.${column}`).as('unit_id'),
      'r.enlistment_date as date',
      eb.fn.countAll<number>().as('soldiers'),
    ])
    .where(`r.${column}`, 'in', ids)
    .where('r.enlistment_date', 'is not', null)
    .groupBy([sql.ref(`r.${column}`), 'r.enlistment_date'])
    .execute();
