import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/database';
import { decadeOf, fold, isValidYear, placeLabel, placePathText } from './suggest.keys';
import {
  type DateCountTable,
  type FullNameCountTable,
  type PlaceCountTable,
  type SurnameCountTable,
  type SuggestDatabase,
  type SuggestTables,
  withSuggestTables,
} from './suggest.tables';

/** Every summary row, computed from the record tables; what the tables hold after rebuildSuggestions(). */
export interface SuggestionRows {
  surnames: SurnameCountTable[];
  fullNames: FullNameCountTable[];
  places: PlaceCountTable[];
  dates: DateCountTable[];
}

/**
 * Refills the suggestion summary tables from index_records. Call it after a bulk load, like
 * rebuildSearchIndex(); until then (tables empty) the suggest service computes the same rows in memory.
 * Each aggregate is one GROUP BY; only distinct values reach JavaScript, which folds their keys.
 */
export async function rebuildSuggestions(db: Kysely<Database>): Promise<void> {
  const rows = await aggregateSuggestions(db);
  await withSuggestTables(db)
    .transaction()
    .execute(async (trx) => {
      await insertAll(trx, 'surname_counts', rows.surnames);
      await insertAll(trx, 'full_name_counts', rows.fullNames);
      await insertAll(trx, 'place_counts', rows.places);
      await insertAll(trx, 'date_counts', rows.dates);
    });
}

// 1,000 rows of at most 5 columns stay under both engines' bound-parameter limits.
const CHUNK = 1000;

async function insertAll<T extends keyof SuggestTables>(
  trx: Kysely<SuggestDatabase>,
  table: T,
  rows: SuggestTables[T][],
): Promise<void> {
  await trx.deleteFrom(table).execute();
  for (let i = 0; i < rows.length; i += CHUNK) {
    // Kysely cannot narrow a generic table's insert type; the rows are exactly that table's columns.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/** Every summary row, or only what the index records `only` picks count (an import's records: suggest.delta.ts). */
export async function aggregateSuggestions(db: Kysely<Database>, only?: Expression<SqlBool>): Promise<SuggestionRows> {
  const scope = recordsOf(db, only);
  const [surnames, fullNames, places, dates] = await Promise.all([
    surnameRows(scope),
    fullNameRows(scope),
    placeRows(db, scope),
    dateRows(scope),
  ]);
  return { surnames, fullNames, places, dates };
}

const recordsOf = (db: Kysely<Database>, only?: Expression<SqlBool>) =>
  db.selectFrom('index_records').$if(only !== undefined, (q) => q.where(only!));
type Records = ReturnType<typeof recordsOf>;

async function surnameRows(records: Records): Promise<SurnameCountTable[]> {
  const rows = await records
    .select((eb) => ['surname', eb.fn.countAll<number>().as('n')])
    .groupBy('surname')
    .execute();
  return rows.map((r) => ({ surname: r.surname, surname_key: fold(r.surname), record_count: Number(r.n) }));
}

async function fullNameRows(records: Records): Promise<FullNameCountTable[]> {
  const rows = await records
    .select((eb) => ['given_name', 'surname', eb.fn.countAll<number>().as('n')])
    .groupBy(['surname', 'given_name'])
    .execute();
  return rows.map((r) => ({
    given_name: r.given_name,
    surname: r.surname,
    given_key: fold(r.given_name),
    surname_key: fold(r.surname),
    record_count: Number(r.n),
  }));
}

/**
 * A record counts under its place (residence, else enlistment, else birth: the place the search index files it
 * under) and under every place above it, so "Virginia" counts the men of Richmond too.
 */
async function placeRows(db: Kysely<Database>, records: Records): Promise<PlaceCountTable[]> {
  const placeId = sql<number | null>`coalesce(residence_place_id, enlistment_place_id, birth_place_id)`;
  const [counts, paths] = await Promise.all([
    records
      .select((eb) => [placeId.as('place_id'), eb.fn.countAll<number>().as('n')])
      .where(placeId, 'is not', null)
      .groupBy(placeId)
      .execute(),
    db.selectFrom('places').select(['id', 'path']).execute(),
  ]);
  return placeTotals(
    counts.map((c) => ({ placeId: Number(c.place_id), n: Number(c.n) })),
    new Map(paths.map((p) => [p.id, p.path])),
  );
}

/** Records per place id → rows per place path, each place counting what it holds and every place under it. */
export function placeTotals(counts: { placeId: number; n: number }[], pathOf: Map<number, string>): PlaceCountTable[] {
  const totals = new Map<string, number>();
  for (const { placeId, n } of counts) {
    const parts = pathOf.get(placeId)?.split(',') ?? [];
    for (let depth = 1; depth <= parts.length; depth++) {
      const path = parts.slice(0, depth).join(',');
      totals.set(path, (totals.get(path) ?? 0) + n);
    }
  }
  return [...totals].map(([path, count]) => {
    const label = placeLabel(path);
    return { path, label, label_key: fold(label), path_key: fold(placePathText(path)), record_count: count };
  });
}

/** A record counts once under each valid year among its birth, enlistment and death years, and once per decade. */
async function dateRows(records: Records): Promise<DateCountTable[]> {
  const rows = await records
    .select((eb) => ['birth_year', 'enlistment_year', 'death_year', eb.fn.countAll<number>().as('n')])
    .groupBy(['birth_year', 'enlistment_year', 'death_year'])
    .execute();
  const years = new Map<number, number>();
  const decades = new Map<number, number>();
  const add = (map: Map<number, number>, key: number, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const r of rows) {
    const valid = new Set([r.birth_year, r.enlistment_year, r.death_year].filter(isValidYear));
    for (const year of valid) add(years, year, Number(r.n));
    for (const decade of new Set([...valid].map(decadeOf))) add(decades, decade, Number(r.n));
  }
  return [
    ...[...years].map(([year, count]): DateCountTable => ({ span: 'YEAR', year, record_count: count })),
    ...[...decades].map(([year, count]): DateCountTable => ({ span: 'DECADE', year, record_count: count })),
  ];
}
