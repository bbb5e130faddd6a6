import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { SortOrder } from '@muster/contract';
import { SearchError } from './search-error';

/**
 * Where the previous page ended: its last hit's sort key values and search_docs id, and the index generation
 * the id belongs to (a rebuild renumbers search_docs, so a cursor of an older generation points nowhere).
 * A cursor made before cursors carried their generation has none and counts as older.
 */
export interface CursorKey {
  values: (string | number)[];
  id: number;
  generation: number | null;
}

export interface SortKey {
  expr: RawBuilder<string | number>;
  dir: 'asc' | 'desc';
  /** What the key's values are, so a cursor's values can be checked before they meet SQL. */
  type: 'number' | 'string';
}

const LAST = 2147483647;
const ref = (column: string) => sql.ref(`d.${column}`);

/**
 * Sort keys of each order, never null (nulls sort last through sentinels), so that a keyset condition over
 * them plus the document id walks the result set in exactly the ORDER BY order. `column` gives a column as
 * the caller may see it: a date the caller may not see sorts as a missing one.
 */
export function sortKeys(
  sort: SortOrder,
  boost: RawBuilder<number> = sql`0`,
  column: (name: string) => RawBuilder<unknown> = (c) => sql`${ref(c)}`,
): SortKey[] {
  switch (sort) {
    case 'RELEVANCE':
      return [{ expr: relevance(boost), dir: 'desc', type: 'number' }];
    case 'DATE_ASC':
      return [{ expr: sql`coalesce(${column('date')}, '9999')`, dir: 'asc', type: 'string' }];
    case 'DATE_DESC':
      return [{ expr: sql`coalesce(${column('date')}, '0000')`, dir: 'desc', type: 'string' }];
    case 'NAME':
      return [{ expr: sql`${ref('sort_name')}`, dir: 'asc', type: 'string' }];
    case 'NAME_DESC':
      return [{ expr: sql`${ref('sort_name')}`, dir: 'desc', type: 'string' }];
    case 'LAST_MODIFIED':
      return [{ expr: sql`coalesce(${ref('last_modified')}, '')`, dir: 'desc', type: 'string' }];
    case 'FILMSTRIP':
      return ['publication_id', 'roll_id', 'ordinal'].map((c) => ({
        expr: sql`coalesce(${ref(c)}, ${sql.lit(LAST)})`,
        dir: 'asc' as const,
        type: 'number' as const,
      }));
  }
}

/** The hit's score: the full-text rank plus the name boost (relevance.ts). */
export const relevance = (boost: RawBuilder<number>) => sql<number>`(${ref('rank')} + ${boost})`;

/** Rows strictly after the cursor: (k1 after v1) OR (k1 = v1 AND k2 after v2) … OR (all equal AND id > last id). */
export function afterCursor(keys: SortKey[], cursor: CursorKey): RawBuilder<SqlBool> {
  const alternatives: RawBuilder<SqlBool>[] = [];
  for (let i = 0; i <= keys.length; i++) {
    const equal = keys.slice(0, i).map((k, j) => sql<SqlBool>`${k.expr} = ${cursor.values[j]}`);
    const step =
      i < keys.length
        ? sql<SqlBool>`${keys[i].expr} ${sql.raw(keys[i].dir === 'asc' ? '>' : '<')} ${cursor.values[i]}`
        : sql<SqlBool>`${ref('id')} > ${cursor.id}`;
    alternatives.push(sql<SqlBool>`(${sql.join([...equal, step], sql` AND `)})`);
  }
  return sql<SqlBool>`(${sql.join(alternatives, sql` OR `)})`;
}

/** A cursor: `{ s: sort, g: generation, v: key values, i: last id }` as base64url JSON (opaque to callers). */
export function encodeCursor(sort: SortOrder, generation: number, values: (string | number)[], id: number): string {
  return Buffer.from(JSON.stringify({ s: sort, g: generation, v: values, i: id })).toString('base64url');
}

const isKeyValue = (v: unknown) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/** The parts of a cursor of either form: the object above, or the array `[sort, ...values, id]` of before generations. */
function cursorParts(
  parsed: unknown,
): { sort: unknown; generation: number | null; values: unknown[]; id: unknown } | null {
  if (Array.isArray(parsed))
    return parsed.length < 2
      ? null
      : { sort: parsed[0], generation: null, values: parsed.slice(1, -1), id: parsed.at(-1) };
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { s, g, v, i } = parsed as Record<string, unknown>;
  if (!Number.isSafeInteger(g) || !Array.isArray(v)) return null;
  return { sort: s, generation: g as number, values: v, id: i };
}

export function decodeCursor(text: string, sort: SortOrder): CursorKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const parts = cursorParts(parsed);
  // The number of keys depends on the query too (relevance without text is by id alone): checkCursor.
  if (!parts || parts.values.length > 3 || !Number.isSafeInteger(parts.id) || !parts.values.every(isKeyValue)) {
    throw new SearchError('BAD_USER_INPUT', 'after is not a cursor: pass the endCursor of a previous page unchanged');
  }
  if (parts.sort !== sort)
    throw new SearchError(
      'BAD_USER_INPUT',
      `after is a cursor of another sort order than ${sort}: start the walk again`,
    );
  return { values: parts.values as (string | number)[], id: parts.id as number, generation: parts.generation };
}

/** Refuses a cursor of another index generation: the rebuild that made the current one renumbered the documents. */
export function checkGeneration(cursor: CursorKey, generation: number): void {
  if (cursor.generation !== generation)
    throw new SearchError(
      'CURSOR_EXPIRED',
      'after is a cursor from before the search index was rebuilt: start the walk again from its first page',
    );
}

/** Refuses a cursor whose values do not fit the query's sort keys (made by another query, or altered). */
export function checkCursor(keys: SortKey[], cursor: CursorKey): void {
  if (cursor.values.length !== keys.length || keys.some((k, i) => typeof cursor.values[i] !== k.type)) {
    throw new SearchError(
      'BAD_USER_INPUT',
      'after is a cursor of another query: start the walk again from its first page',
      'after',
    );
  }
}
