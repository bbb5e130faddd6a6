import type { Kysely } from 'kysely';
import type { BattleDto, CompanyDto, RegimentDto } from '../contract/records';
import type { Database } from '../db/database';
import { groupBy } from '../lib/batch';
import * as q from './regiment.queries';
import { toBattleDto, toCompanyDto, toRegimentDto } from './regiment.mapper';
import { unitFacts } from './unit-facts';

/** Regiments with companies, battles and unit facts: five queries for the whole batch. */
export async function loadRegiments(db: Kysely<Database>, ids: number[]): Promise<Map<number, RegimentDto>> {
  const rows = await q.regimentRows(db, ids);
  if (rows.length === 0) return new Map();
  const found = rows.map((g) => g.id);
  const [companies, battles, counts, ages] = await Promise.all([
    q.companiesOfRegiments(db, found), q.regimentBattles(db, 'regiment_id', found), q.soldierCounts(db, found), q.enlistmentAges(db, found),
  ]);
  const companiesBy = groupBy(companies, (c) => c.regiment_id);
  const battlesBy = groupBy(battles, (b) => b.regiment_id);
  const countsBy = new Map(counts.map((c) => [c.regiment_id, c]));
  const agesBy = groupBy(ages, (a) => a.regiment_id);
  return new Map(rows.map((g) => {
    const count = countsBy.get(g.id);
    const facts = unitFacts(Number(count?.soldiers ?? 0), Number(count?.died ?? 0), agesBy.get(g.id) ?? []);
    return [g.id, toRegimentDto(g, (companiesBy.get(g.id) ?? []).map((c) => c.id), (battlesBy.get(g.id) ?? []).map((b) => b.battle_id), facts)];
  }));
}

export async function loadCompanies(db: Kysely<Database>, ids: number[]): Promise<Map<number, CompanyDto>> {
  return new Map((await q.companyRows(db, ids)).map((c) => [c.id, toCompanyDto(c)]));
}

export async function loadBattles(db: Kysely<Database>, ids: number[]): Promise<Map<number, BattleDto>> {
  const rows = await q.battleRows(db, ids);
  if (rows.length === 0) return new Map();
  const regiments = groupBy(await q.regimentBattles(db, 'battle_id', rows.map((b) => b.id)), (rb) => rb.battle_id);
  return new Map(rows.map((b) => [b.id, toBattleDto(b, (regiments.get(b.id) ?? []).map((rb) => rb.regiment_id))]));
}
