import type { Suggestion } from '@muster/contract';
import type { SuggestionRows } from './suggest.build';
import { decadeLabel, decadeValue } from './suggest.keys';
import type { DateSpan } from './suggest.tables';

/**
 * Where suggestions come from: the summary tables (tableSource) or, until they are built, the same rows held
 * in memory (memorySource). Both order by count, then key, then label, so they answer identically.
 */
export interface SuggestSource {
  surnames(key: string, limit: number): Promise<Suggestion[]>;
  fullNames(givenKey: string, surnameKey: string, limit: number): Promise<Suggestion[]>;
  places(key: string, limit: number): Promise<Suggestion[]>;
  /** Years or decades starting within [from, to]. */
  dates(span: DateSpan, from: number, to: number, limit: number): Promise<Suggestion[]>;
}

export function toDateSuggestion(span: DateSpan, year: number, count: number): Suggestion {
  return span === 'YEAR'
    ? { value: String(year), label: String(year), count }
    : { value: decadeValue(year), label: decadeLabel(year), count };
}

// Code-unit order equals the byte order SQLite (BINARY) and PostgreSQL (COLLATE "C") use for the keys.
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function top<T>(rows: T[], limit: number, ...order: ((a: T, b: T) => number)[]): T[] {
  return rows.sort((a, b) => order.reduce((r, f) => r || f(a, b), 0)).slice(0, limit);
}

export function memorySource(rows: SuggestionRows): SuggestSource {
  const starts = (key: string, prefix: string) => key.startsWith(prefix);
  return {
    async surnames(key, limit) {
      const hits = top(
        rows.surnames.filter((r) => starts(r.surname_key, key)),
        limit,
        (a, b) => b.record_count - a.record_count,
        (a, b) => cmp(a.surname_key, b.surname_key),
        (a, b) => cmp(a.surname, b.surname),
      );
      return hits.map((r) => ({ value: r.surname, label: r.surname, count: r.record_count }));
    },
    async fullNames(givenKey, surnameKey, limit) {
      const hits = top(
        rows.fullNames.filter((r) => r.given_key === givenKey && starts(r.surname_key, surnameKey)),
        limit,
        (a, b) => b.record_count - a.record_count,
        (a, b) => cmp(a.surname_key, b.surname_key),
        (a, b) => cmp(a.surname, b.surname),
        (a, b) => cmp(a.given_name, b.given_name),
      );
      return hits.map((r) => ({
        value: `${r.given_name} ${r.surname}`,
        label: `${r.given_name} ${r.surname}`,
        count: r.record_count,
      }));
    },
    async places(key, limit) {
      const hits = top(
        rows.places.filter((r) => starts(r.label_key, key) || starts(r.path_key, key)),
        limit,
        (a, b) => b.record_count - a.record_count,
        (a, b) => cmp(a.label_key, b.label_key),
        (a, b) => cmp(a.path, b.path),
      );
      return hits.map((r) => ({ value: r.path, label: r.label, count: r.record_count }));
    },
    async dates(span, from, to, limit) {
      const hits = top(
        rows.dates.filter((r) => r.span === span && r.year >= from && r.year <= to),
        limit,
        (a, b) => b.record_count - a.record_count,
        (a, b) => a.year - b.year,
      );
      return hits.map((r) => toDateSuggestion(span, r.year, r.record_count));
    },
  };
}
