import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/database';
import { aggregateSuggestions, placeTotals } from './suggest.build';
import { summaryBuilt } from './suggest.queries';
import type { SuggestTables } from './suggest.tables';

type Counted = keyof SuggestTables;

/** Each table's columns (record_count aside) and those that name its row (the folded keys first: they are indexed). */
const TABLES: Record<Counted, { columns: string[]; match: string[] }> = {
  surname_counts: { columns: ['surname', 'surname_key'], match: ['surname_key', 'surname'] },
  full_name_counts: {
    columns: ['given_name', 'surname', 'given_key', 'surname_key'],
    match: ['given_key', 'surname_key', 'given_name', 'surname'],
  },
  place_counts: { columns: ['path', 'label', 'label_key', 'path_key'], match: ['path'] },
  date_counts: { columns: ['span', 'year'], match: ['span', 'year'] },
};

// 500 rows of at most 5 values stay far under both engines' bound-parameter limits.
const CHUNK = 500;

/**
 * Adds (sign 1) or takes away (sign -1) what the index records `only` picks count in the suggestion tables, inside the
 * caller's transaction: a finished import's names, places and dates are suggested at once, an undone one's go. The
 * records are counted in one GROUP BY per table (suggest.build.ts, as the full rebuild counts them), and each chunk of
 * distinct values is one UPDATE … FROM VALUES and one INSERT of the values no row had yet, so a million imported rows
 * cost a few hundred statements rather than a few per record. Before rebuildSuggestions() has filled the tables there
 * is nothing to adjust: the in-memory fallback recounts when the counts version moves.
 */
export async function countSuggestions(db: Kysely<Database>, only: Expression<SqlBool>, sign: 1 | -1): Promise<void> {
  if (!(await summaryBuilt(db))) return;
  const rows = await aggregateSuggestions(db, only);
  const signed = <T extends { record_count: number }>(list: T[]) =>
    list.map((r) => ({ ...r, record_count: sign * r.record_count }));
  await applyCounts(db, 'surname_counts', signed(rows.surnames));
  await applyCounts(db, 'full_name_counts', signed(rows.fullNames));
  await applyCounts(db, 'place_counts', signed(rows.places));
  await applyCounts(db, 'date_counts', signed(rows.dates));
}

/**
 * Moves the place counts of records whose place (residence, else enlistment, else birth: suggest.build.ts) changed,
 * one count each from the old place and those above it to the new ones. Names and years move with moveSuggestions.
 */
export async function movePlaces(db: Kysely<Database>, moves: { from: number | null; to: number | null }[]) {
  const moved = moves.filter((m) => m.from !== m.to);
  if (moved.length === 0 || !(await summaryBuilt(db))) return;
  const ids = [...new Set(moved.flatMap((m) => [m.from, m.to]).filter((id): id is number => id !== null))];
  const paths = await db.selectFrom('places').select(['id', 'path']).where('id', 'in', ids).execute();
  const counts = moved.flatMap((m) => [
    ...(m.from !== null ? [{ placeId: m.from, n: -1 }] : []),
    ...(m.to !== null ? [{ placeId: m.to, n: 1 }] : []),
  ]);
  const rows = placeTotals(counts, new Map(paths.map((p) => [p.id, p.path])));
  await applyCounts(
    db,
    'place_counts',
    rows.filter((r) => r.record_count !== 0),
  );
}

/** Adds each row's record_count (negative to take away) to its row; rows reaching 0 go, missing ones are made. */
async function applyCounts<T extends Counted>(db: Kysely<Database>, table: T, rows: SuggestTables[T][]): Promise<void> {
  const { columns, match } = TABLES[table];
  const t = sql.table(table);
  // VALUES columns are column1, column2, … on both engines; numbers are cast so PostgreSQL compares integers.
  const ref = (column: string) => sql.ref(`d.column${columns.indexOf(column) + 1}`);
  const n = sql.ref(`d.column${columns.length + 1}`);
  const same = (alias: string) =>
    sql.join(
      match.map((c) => sql`${sql.ref(`${alias}.${c}`)} = ${ref(c)}`),
      sql` AND `,
    );
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const values = sql.join(
      chunk.map((row) => {
        const cells = [...columns.map((c) => (row as Record<string, unknown>)[c]), row.record_count];
        return sql`(${sql.join(cells.map((v) => (typeof v === 'number' ? sql`CAST(${v} AS integer)` : sql`${v}`)))})`;
      }),
    );
    await sql`UPDATE ${t} SET record_count = ${sql.ref(`${table}.record_count`)} + ${n}
      FROM (VALUES ${values}) AS d WHERE ${same(table)}`.execute(db);
    await sql`INSERT INTO ${t} (${sql.join(columns.map((c) => sql.ref(c)))}, record_count)
      SELECT ${sql.join(columns.map(ref))}, ${n} FROM (VALUES ${values}) AS d
      WHERE ${n} > 0 AND NOT EXISTS (SELECT 1 FROM ${t} AS s WHERE ${same('s')})`.execute(db);
    // Only this chunk's rows can have reached 0: named by their key, the table is not scanned (an undo runs this
    // once per 500 records).
    if (chunk.some((row) => row.record_count < 0))
      await sql`DELETE FROM ${t} WHERE record_count <= 0 AND (${sql.join(match.map((c) => sql.ref(c)))})
      IN (SELECT ${sql.join(match.map(ref))} FROM (VALUES ${values}) AS d WHERE ${n} < 0)`.execute(db);
  }
}
