import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

export const regimentRows = (db: Db, ids: number[]) => db.selectFrom('regiments').selectAll().where('id', 'in', ids).execute();

export const companiesOfRegiments = (db: Db, regimentIds: number[]) => db.selectFrom('companies').select(['id', 'regiment_id'])
  .where('regiment_id', 'in', regimentIds).orderBy('letter').orderBy('id').execute();

export const regimentBattles = (db: Db, column: 'regiment_id' | 'battle_id', ids: number[]) => db.selectFrom('regiment_battles as rb')
  .innerJoin('battles as b', 'b.id', 'rb.battle_id')
  .select(['rb.regiment_id', 'rb.battle_id'])
  .where(`rb.${column}`, 'in', ids).orderBy('b.start_date').orderBy('rb.regiment_id').execute();

export const companyRows = (db: Db, ids: number[]) => db.selectFrom('companies').selectAll().where('id', 'in', ids).execute();

export const battleRows = (db: Db, ids: number[]) => db.selectFrom('battles').selectAll().where('id', 'in', ids).execute();

/** Casualty types that mean the soldier died in the war (wounded or captured men are not counted). */
const DEATH_PATTERNS = ['Killed%', 'Died%', 'Mortally%', 'Executed%', 'Drowned%'];
const diedInWar = sql<SqlBool>`(${sql.join(DEATH_PATTERNS.map((p) => sql`casualty_type LIKE ${p}`), sql` OR `)})`;

/** Soldiers and deaths per regiment, from the index records. */
export const soldierCounts = (db: Db, regimentIds: number[]) => db.selectFrom('index_records')
  .select((eb) => [
    'regiment_id',
    eb.fn.countAll<number>().as('soldiers'),
    eb.fn.sum<number>(sql`CASE WHEN ${diedInWar} THEN 1 ELSE 0 END`).as('died'),
  ])
  .where('regiment_id', 'in', regimentIds).groupBy('regiment_id').execute();

/** How many soldiers of each regiment enlisted at each age: enough for the mean and the median without the rows. */
export const enlistmentAges = (db: Db, regimentIds: number[]) => {
  const age = sql<number>`enlistment_year - birth_year`;
  return db.selectFrom('index_records')
    .select((eb) => ['regiment_id', age.as('age'), eb.fn.countAll<number>().as('soldiers')])
    .where('regiment_id', 'in', regimentIds).where('birth_year', 'is not', null).where('enlistment_year', 'is not', null)
    .groupBy(['regiment_id', age]).execute();
};
