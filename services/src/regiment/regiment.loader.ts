import type { Kysely } from 'kysely';
import type { BattleDto, CompanyDto, RegimentDto, RegimentProfileDto } from '@muster/contract';
import type { Database } from '../db/database';
import { groupBy } from '../lib/batch';
import * as q from './regiment.queries';
import * as s from './summary.queries';
import { loadUnitFacts } from './facts.loader';
import { aliasesOf, toBattleDto, toCompanyDto, toRegimentDto } from './regiment.mapper';
import { mostCommon } from './unit-facts';

/** Scanned pages shown on a regiment's page. */
const IMAGES_PER_REGIMENT = 6;

/** Regiments with companies, battles, events and the soldier count and ages: a fixed number of queries per batch. */
export async function loadRegiments(db: Kysely<Database>, ids: number[]): Promise<Map<number, RegimentDto>> {
  const rows = await q.regimentRows(db, ids);
  if (rows.length === 0) return new Map();
  const found = rows.map((g) => g.id);
  const placeIds = [...new Set(rows.map((g) => g.place_id).filter((id): id is number => id !== null))];
  const [companies, battles, facts, places] = await Promise.all([
    q.companiesOfRegiments(db, found),
    q.regimentBattles(db, 'regiment_id', found),
    loadUnitFacts(db, 'regiment_id', found, 'basic'),
    placeIds.length ? s.placesByIds(db, placeIds) : Promise.resolve([]),
  ]);
  const companiesBy = groupBy(companies, (c) => c.regiment_id);
  const battlesBy = groupBy(battles, (b) => b.regiment_id);
  const placesBy = new Map(places.map((p) => [p.id, p]));
  return new Map(
    rows.map((g) => {
      const f = facts.get(g.id)!;
      return [
        g.id,
        toRegimentDto(g, {
          companyIds: (companiesBy.get(g.id) ?? []).map((c) => c.id),
          battles: battlesBy.get(g.id) ?? [],
          facts: {
            numberOfSoldiers: f.numberOfSoldiers,
            averageAgeAtEnlistment: f.averageAgeAtEnlistment,
            medianAgeAtEnlistment: f.medianAgeAtEnlistment,
            diedInWar: f.diedInWar,
          },
          place: g.place_id === null ? null : (placesBy.get(g.place_id) ?? null),
        }),
      ];
    }),
  );
}

/** Aliases, provider and sample pages of regiments, from their records: three grouped queries per batch. */
export async function loadRegimentProfiles(
  db: Kysely<Database>,
  ids: number[],
): Promise<Map<number, RegimentProfileDto>> {
  const rows = await q.regimentRows(db, ids);
  if (rows.length === 0) return new Map();
  const found = rows.map((g) => g.id);
  const [texts, providers, images] = await Promise.all([
    s.unitTexts(db, 'regiment_id', found),
    s.providerCounts(db, found),
    s.firstImages(db, found, IMAGES_PER_REGIMENT),
  ]);
  const textsBy = groupBy(texts, (t) => Number(t.unit_id));
  const providersBy = groupBy(providers, (p) => Number(p.unit_id));
  const imagesBy = groupBy(images, (i) => Number(i.unit_id));
  return new Map(
    rows.map((g) => [
      g.id,
      {
        regimentId: g.id,
        aliases: aliasesOf(g.name, textsBy.get(g.id) ?? [], true),
        provider: mostCommon(providersBy.get(g.id) ?? [], (p) => p.text ?? '')?.text ?? null,
        imageIds: (imagesBy.get(g.id) ?? []).map((i) => Number(i.image_id)),
      },
    ]),
  );
}

/** Companies with their regiment's places and battles, their sibling companies and their names on the records. */
export async function loadCompanies(db: Kysely<Database>, ids: number[]): Promise<Map<number, CompanyDto>> {
  const rows = await q.companyRows(db, ids);
  if (rows.length === 0) return new Map();
  const regimentIds = [...new Set(rows.map((c) => c.regiment_id))];
  const [regiments, battles, siblings, texts] = await Promise.all([
    q.regimentRows(db, regimentIds),
    q.regimentBattles(db, 'regiment_id', regimentIds),
    q.companiesOfRegiments(db, regimentIds),
    s.unitTexts(
      db,
      'company_id',
      rows.map((c) => c.id),
    ),
  ]);
  const regimentsBy = new Map(regiments.map((g) => [g.id, g]));
  const battlesBy = groupBy(battles, (b) => b.regiment_id);
  const siblingsBy = groupBy(siblings, (c) => c.regiment_id);
  const textsBy = groupBy(texts, (t) => Number(t.unit_id));
  return new Map(
    rows.map((c) => [
      c.id,
      toCompanyDto(
        c,
        regimentsBy.get(c.regiment_id),
        battlesBy.get(c.regiment_id) ?? [],
        (siblingsBy.get(c.regiment_id) ?? []).map((x) => x.id).filter((id) => id !== c.id),
        aliasesOf(c.name, textsBy.get(c.id) ?? [], false),
      ),
    ]),
  );
}

export async function loadBattles(db: Kysely<Database>, ids: number[]): Promise<Map<number, BattleDto>> {
  const rows = await q.battleRows(db, ids);
  if (rows.length === 0) return new Map();
  const regiments = groupBy(
    await q.regimentBattles(
      db,
      'battle_id',
      rows.map((b) => b.id),
    ),
    (rb) => rb.battle_id,
  );
  return new Map(
    rows.map((b) => [
      b.id,
      toBattleDto(
        b,
        (regiments.get(b.id) ?? []).map((rb) => rb.regiment_id),
      ),
    ]),
  );
}
