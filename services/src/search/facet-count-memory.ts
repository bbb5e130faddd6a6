import type { DialectName } from '../db/dialect';
import { escapeLike } from './conditions';
import type { CountRow } from './facet-count';
import { type FacetColumns, MEMORY_COLUMNS, type MemoryColumn, type MemoryValues } from './facet-columns';
import { type FieldVisibility, HIDDEN_COLUMNS, opensLevel } from './field-visibility';
import type { Criterion, FacetPlan } from './query-plan';
import type { FilterCriterion } from './plan-filters';
import type { SearchDoc } from './search-docs.table';

/**
 * Counting from the facet columns in memory (facet-columns.ts): the same rows countAll's statement gives
 * (facet-count.ts), so facet-values.ts turns them into facets as before. Every rule of the SQL is kept: a hidden
 * column counts as NULL for a document the caller may not view, NULL values are not counted, and LIKE matches as
 * each engine's does. search-facet-columns.test.ts and the brute-force facet test compare the two ways on both engines.
 */

const held = (column: string): column is MemoryColumn => (MEMORY_COLUMNS as readonly string[]).includes(column);

/** The column a facet counts, when the memory holds it (wide facets, browse levels and contributors it does not). */
function facetColumn(plan: FacetPlan): MemoryColumn | null {
  const { facet } = plan;
  switch (facet.kind) {
    case 'column':
      return !facet.wide && held(facet.column) ? facet.column : null;
    case 'publication':
      return 'publication_id';
    case 'date':
      return 'year';
    case 'place':
      return plan.level === 1 ? 'place_country' : plan.level === 2 ? 'place_state' : 'place_path';
    default:
      return null;
  }
}

/** Whether a criterion can be decided from the memory: a facet filter by exact values on a held column. */
function inMemory(c: Criterion): c is FilterCriterion {
  if (c.kind !== 'filter' || c.prefix) return false;
  const { facet } = c;
  return (
    facet.kind === 'publication' ||
    facet.kind === 'place' ||
    facet.kind === 'date' ||
    (facet.kind === 'column' && !facet.wide && held(facet.column))
  );
}

/** Which criteria the memory decides (facet filters on held columns) and which stay in SQL. */
export function splitCriteria(criteria: Criterion[]): { filters: FilterCriterion[]; sqlCriteria: Criterion[] } {
  return { filters: criteria.filter(inMemory), sqlCriteria: criteria.filter((c) => !inMemory(c)) };
}

/** Whether every facet asked for can be counted from memory (else the whole count runs in SQL as before). */
export const facetsInMemory = (facets: FacetPlan[]): boolean => facets.every((f) => facetColumn(f) !== null);

/** SQL's LIKE over one value: `%` any run, `_` one character, an escaped one itself; SQLite folds ASCII case. */
export function likeMatcher(pattern: string, dialect: DialectName, escape: string | null): (value: string) => boolean {
  const fold = (s: string) => (dialect === 'sqlite' ? s.replace(/[A-Z]/g, (ch) => ch.toLowerCase()) : s);
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (escape !== null && ch === escape && i + 1 < pattern.length) source += regexLiteral(fold(pattern[++i]!));
    else if (ch === '%') source += '[\\s\\S]*';
    else if (ch === '_') source += '[\\s\\S]';
    else source += regexLiteral(fold(ch));
  }
  const re = new RegExp(`^${source}$`, 'u');
  return (value) => re.test(fold(value));
}
const regexLiteral = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Per value code of a column, whether a document with it passes; index 0 (NULL) never does. */
function codesWhere(column: MemoryValues, test: (value: string | number) => boolean): Uint8Array {
  const pass = new Uint8Array(column.values.length + 1);
  column.values.forEach((value, i) => (pass[i + 1] = test(value) ? 1 : 0));
  return pass;
}

interface CompiledFilter {
  codes: MemoryValues['codes'];
  pass: Uint8Array;
  hidden: boolean;
  exclude: boolean;
}

/** A filter as conditions.ts's filterSql builds it, over the column's values. */
function compileFilter(f: FilterCriterion, cols: FacetColumns, dialect: DialectName, hiding: boolean): CompiledFilter {
  const { facet, values } = f;
  let column: MemoryColumn;
  let test: (value: string | number) => boolean;
  switch (facet.kind) {
    case 'publication': {
      const ids = new Set(values.map(Number));
      column = 'publication_id';
      test = (v) => ids.has(Number(v));
      break;
    }
    case 'place': {
      column = 'place_path';
      const under = values.map((v) => likeMatcher(`${escapeLike(v)},%`, dialect, '\\'));
      test = (v) => values.includes(String(v)) || under.some((like) => like(String(v)));
      break;
    }
    case 'date':
      column = 'year';
      test = (v) => f.ranges.some(([from, to]) => Number(v) >= from && Number(v) <= to);
      break;
    default: {
      column = facet.column as MemoryColumn;
      const set = new Set(values);
      test = (v) => set.has(String(v));
    }
  }
  const held = cols.columns[column];
  return {
    codes: held.codes,
    pass: codesWhere(held, test),
    hidden: hiding && HIDDEN_COLUMNS.has(column as keyof SearchDoc),
    exclude: f.exclude,
  };
}

let counted = 0;
/** How many searches this process has counted from memory (tests check the path was taken; a gauge for operators). */
export const countsFromMemory = () => counted;

/**
 * The ids (every document held for 'all') that pass the filters, in their order; null when an id is not held (a
 * document written after the versions were read).
 */
export function filterInMemory(
  cols: FacetColumns,
  ids: readonly number[] | 'all',
  filters: FilterCriterion[],
  visibility: FieldVisibility,
  dialect: DialectName,
): number[] | null {
  const compiled = filters.map((f) => compileFilter(f, cols, dialect, visibility.open !== null));
  const kept: number[] = [];
  const walked = eachHeld(cols, ids, visibility, (id, open) => {
    for (const f of compiled) {
      const match = f.pass[f.codes[id]!] === 1 && (!f.hidden || open);
      if (match === f.exclude) return;
    }
    kept.push(id);
  });
  return walked ? kept : null;
}

/**
 * Calls `visit` for each id (every document held for 'all') with whether the caller opens the document; false, having
 * stopped, at an id not held (a document written after the versions were read).
 */
function eachHeld(
  cols: FacetColumns,
  ids: readonly number[] | 'all',
  visibility: FieldVisibility,
  visit: (id: number, open: boolean) => void,
): boolean {
  const access = cols.columns.access_level;
  const opened = codesWhere(access, (level) => opensLevel(visibility, String(level)));
  if (ids === 'all') {
    for (let id = 1; id < cols.size; id++) if (access.codes[id] !== 0) visit(id, opened[access.codes[id]!] === 1);
    return true;
  }
  for (const id of ids) {
    if (id >= cols.size || access.codes[id] === 0) return false;
    visit(id, opened[access.codes[id]!] === 1);
  }
  return true;
}

/**
 * The count rows of the documents `ids` (every document held for 'all'): the total and date span (f = -1) and each
 * facet's values. Null when an id is not held (a document written after the versions were
 * read): the caller counts in SQL then.
 */
export function countInMemory(
  cols: FacetColumns,
  ids: readonly number[] | 'all',
  facets: FacetPlan[],
  visibility: FieldVisibility,
  dialect: DialectName,
): CountRow[] | null {
  const hiding = visibility.open !== null;
  const tallies = facets.map((plan) => tally(plan, cols, dialect, hiding));
  const dates = cols.columns.date;
  let total = 0;
  let first = 0;
  let last = 0;
  const walked = eachHeld(cols, ids, visibility, (id, open) => {
    total++;
    // Dates are hidden from a caller who may not view the document.
    const date = hiding && !open ? 0 : dates.codes[id]!;
    if (date !== 0) {
      if (first === 0 || date < first) first = date;
      if (date > last) last = date;
    }
    for (const t of tallies) t.add(id, open);
  });
  if (!walked) return null;

  const rows: CountRow[] = [
    {
      f: -1,
      v: null,
      c: total,
      x: first ? String(dates.values[first - 1]) : null,
      y: last ? String(dates.values[last - 1]) : null,
    },
  ];
  tallies.forEach((t, i) => rows.push(...t.rows(i)));
  counted++;
  return rows;
}

interface Tally {
  add(id: number, open: boolean): void;
  rows(f: number): CountRow[];
}

/** One facet's counter, as facetParts in facet-count.ts groups it. */
function tally(plan: FacetPlan, cols: FacetColumns, dialect: DialectName, hiding: boolean): Tally {
  const name = facetColumn(plan)!;
  const column = cols.columns[name];
  const hidden = hiding && HIDDEN_COLUMNS.has(name as keyof SearchDoc);
  const counts = new Uint32Array(column.values.length + 1);
  // Which documents a facet counts at all: sub-types under the doc-types asked for, states under the countries,
  // deeper places under the paths (as the SQL's LIKE, without an escape).
  let within: { codes: MemoryValues['codes']; pass: Uint8Array } | null = null;
  const { facet, parents } = plan;
  if (facet.kind === 'column' && facet.column === 'sub_type' && parents.length) {
    const doc = cols.columns.doc_type;
    within = { codes: doc.codes, pass: codesWhere(doc, (v) => parents.includes(String(v))) };
  } else if (facet.kind === 'place' && plan.level === 2 && parents.length) {
    const country = cols.columns.place_country;
    within = { codes: country.codes, pass: codesWhere(country, (v) => parents.includes(String(v))) };
  } else if (facet.kind === 'place' && plan.level >= 3 && parents.length) {
    const under = parents.map((p) => likeMatcher(`${p},%`, dialect, null));
    within = {
      codes: column.codes,
      pass: codesWhere(column, (v) => parents.includes(String(v)) || under.some((like) => like(String(v)))),
    };
  }
  return {
    add(id, open) {
      if (hidden && !open) return;
      if (within && within.pass[within.codes[id]!] !== 1) return;
      counts[column.codes[id]!]!++;
    },
    rows(f) {
      const out: CountRow[] = [];
      for (let code = 1; code < counts.length; code++)
        if (counts[code]) out.push({ f, v: String(column.values[code - 1]), c: counts[code]!, x: null, y: null });
      return out;
    },
  };
}
