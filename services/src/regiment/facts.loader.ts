import type { Kysely } from 'kysely';
import type { UnitFactsDetailDto } from '@muster/contract';
import type { Database } from '../db/database';
import { groupBy } from '../lib/batch';
import * as q from './facts.queries';
import { ageStats, mostCommon } from './unit-facts';

/**
 * Every unit fact of a batch of regiments or companies: four aggregate queries, whatever the batch size.
 * `basic` skips the enlistment place and date counts (left null), for the regiment as every record page loads it.
 */
export async function loadUnitFacts(
  db: Kysely<Database>,
  column: q.UnitColumn,
  ids: number[],
  detail: 'all' | 'basic' = 'all',
): Promise<Map<number, UnitFactsDetailDto>> {
  if (ids.length === 0) return new Map();
  const all = detail === 'all';
  const [counts, ages, places, dates] = await Promise.all([
    q.casualtyCounts(db, column, ids),
    q.enlistmentAgeHistogram(db, column, ids),
    all ? q.enlistmentPlaceCounts(db, column, ids) : [],
    all ? q.enlistmentDateCounts(db, column, ids) : [],
  ]);
  const countsBy = new Map(counts.map((c) => [Number(c.unit_id), c]));
  const agesBy = groupBy(ages, (a) => Number(a.unit_id));
  const placesBy = groupBy(places, (p) => Number(p.unit_id));
  const datesBy = groupBy(dates, (d) => Number(d.unit_id));
  return new Map(
    ids.map((id) => {
      const c = countsBy.get(id);
      const place = mostCommon(placesBy.get(id) ?? [], (p) => p.path);
      const date = mostCommon(datesBy.get(id) ?? [], (d) => d.date ?? '');
      return [
        id,
        {
          unitId: id,
          numberOfSoldiers: Number(c?.soldiers ?? 0),
          ...ageStats(agesBy.get(id) ?? []),
          diedInWar: Number(c?.died_in_war ?? 0),
          diedInUnit: Number(c?.died_in_unit ?? 0),
          woundedInUnit: Number(c?.wounded ?? 0),
          prisonerOfWarWhileInRegiment: Number(c?.prisoners ?? 0),
          mostCommonEnlistmentPlace: place
            ? { place: { id: place.id, name: place.name, path: place.path }, soldiers: Number(place.soldiers) }
            : null,
          mostCommonEnlistmentDate: date?.date ? { date: date.date, soldiers: Number(date.soldiers) } : null,
          firstEnlistmentDate: (c?.first_enlistment as string | null | undefined) ?? null,
        },
      ];
    }),
  );
}
