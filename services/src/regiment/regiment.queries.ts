import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

export const regimentRows = (db: Db, ids: number[]) =>
  db.selectFrom('regiments').selectAll().where('id', 'in', ids).execute();

export const companiesOfRegiments = (db: Db, regimentIds: number[]) =>
  db
    .selectFrom('companies')
    .select(['id', 'regiment_id'])
    .where('regiment_id', 'in', regimentIds)
    .orderBy('letter')
    .orderBy('id')
    .execute();

export const regimentBattles = (db: Db, column: 'regiment_id' | 'battle_id', ids: number[]) =>
  db
    .selectFrom('regiment_battles as rb')
    .innerJoin('battles as b', 'b.id', 'rb.battle_id')
    .select(['rb.regiment_id', 'rb.battle_id', 'b.name', 'b.start_date', 'b.end_date', 'b.place'])
    .where(`rb.${column}`, 'in', ids)
    .orderBy('b.start_date')
    .orderBy('b.id')
    .orderBy('rb.regiment_id')
    .execute();

export const companyRows = (db: Db, ids: number[]) =>
  db.selectFrom('companies').selectAll().where('id', 'in', ids).execute();

export const battleRows = (db: Db, ids: number[]) =>
  db.selectFrom('battles').selectAll().where('id', 'in', ids).execute();
