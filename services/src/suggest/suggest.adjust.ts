import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { decadeOf, fold, isValidYear } from './suggest.keys';
import { summaryBuilt } from './suggest.queries';
import { type SuggestDatabase, withSuggestTables } from './suggest.tables';

/** What of a record the name and date suggestions count. */
export interface SuggestedParts {
  given_name: string;
  surname: string;
  birth_year: number | null;
  enlistment_year: number | null;
  death_year: number | null;
}

const yearsOf = (r: SuggestedParts) => new Set([r.birth_year, r.enlistment_year, r.death_year].filter(isValidYear));
const decadesOf = (years: Set<number>) => new Set([...years].map(decadeOf));
const minus = <T>(a: Set<T>, b: Set<T>) => [...a].filter((x) => !b.has(x));

/**
 * Moves one record's counts in the suggestion tables from what it was to what it is, inside the caller's
 * transaction, so a corrected name is suggested at once and the old one loses its record (and goes at 0). Before
 * rebuildSuggestions() has filled the tables there is nothing to move: the in-memory fallback recounts by itself.
 */
export async function moveSuggestions(db: Kysely<Database>, before: SuggestedParts, after: SuggestedParts) {
  if (!(await summaryBuilt(db))) return;
  const t = withSuggestTables(db);
  if (before.surname !== after.surname) {
    await bump(t, 'surname_counts', { surname: before.surname }, -1);
    await bump(t, 'surname_counts', { surname: after.surname, surname_key: fold(after.surname) }, 1);
  }
  if (before.surname !== after.surname || before.given_name !== after.given_name) {
    await bump(t, 'full_name_counts', { given_name: before.given_name, surname: before.surname }, -1);
    await bump(
      t,
      'full_name_counts',
      {
        given_name: after.given_name,
        surname: after.surname,
        given_key: fold(after.given_name),
        surname_key: fold(after.surname),
      },
      1,
    );
  }
  const [was, is] = [yearsOf(before), yearsOf(after)];
  for (const year of minus(was, is)) await bump(t, 'date_counts', { span: 'YEAR', year }, -1);
  for (const year of minus(is, was)) await bump(t, 'date_counts', { span: 'YEAR', year }, 1);
  for (const year of minus(decadesOf(was), decadesOf(is))) await bump(t, 'date_counts', { span: 'DECADE', year }, -1);
  for (const year of minus(decadesOf(is), decadesOf(was))) await bump(t, 'date_counts', { span: 'DECADE', year }, 1);
}

type Counted = 'surname_counts' | 'full_name_counts' | 'date_counts';

/** Adds `by` to the row matching `key`'s identifying columns; a row reaching 0 goes, a missing one is made. */
async function bump(
  t: Kysely<SuggestDatabase>,
  table: Counted,
  row: Record<string, string | number>,
  by: 1 | -1,
): Promise<void> {
  const identity = Object.entries(row).filter(([column]) => !column.endsWith('_key'));
  // Kysely cannot type a generic table's columns: the names above are that table's own.
  let update = t.updateTable(table as 'date_counts').set((eb) => ({ record_count: eb('record_count', '+', by) }));
  for (const [column, value] of identity) update = update.where(column as 'year', '=', value as never);
  const done = await update.executeTakeFirst();
  if (by < 0) {
    let remove = t.deleteFrom(table as 'date_counts').where('record_count', '<=', 0);
    for (const [column, value] of identity) remove = remove.where(column as 'year', '=', value as never);
    await remove.execute();
  } else if (Number(done.numUpdatedRows) === 0) {
    await t
      .insertInto(table)
      .values({ ...row, record_count: 1 } as never)
      .execute();
  }
}
