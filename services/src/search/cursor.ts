import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { SortOrder } from '../contract/search';
import { SearchError } from './search-error';

/** Where the previous page ended: its last hit's sort key values and search_docs id. */
export interface CursorKey {
  values: (string | number)[];
  id: number;
}

export interface SortKey {
  expr: RawBuilder<string | number>;
  dir: 'asc' | 'desc';
}

const LAST = 2147483647;
const ref = (column: string) => sql.ref(`d.${column}`);

/**
 * Sort keys of each order, never null (nulls sort last through sentinels), so that a keyset condition over
 * them plus the document id walks the result set in exactly the ORDER BY order.
 */
export function sortKeys(sort: SortOrder, boost: RawBuilder<number> = sql`0`): SortKey[] {
  switch (sort) {
    case 'RELEVANCE': return [{ expr: relevance(boost), dir: 'desc' }];
    case 'DATE_ASC': return [{ expr: sql`coalesce(${ref('date')}, '9999')`, dir: 'asc' }];
    case 'DATE_DESC': return [{ expr: sql`coalesce(${ref('date')}, '0000')`, dir: 'desc' }];
    case 'NAME': return [{ expr: sql`${ref('sort_name')}`, dir: 'asc' }];
    case 'NAME_DESC': return [{ expr: sql`${ref('sort_name')}`, dir: 'desc' }];
    case 'LAST_MODIFIED': return [{ expr: sql`coalesce(${ref('last_modified')}, '')`, dir: 'desc' }];
    case 'FILMSTRIP': return ['publication_id', 'roll_id', 'ordinal'].map((c) => ({ expr: sql`coalesce(${ref(c)}, ${sql.lit(LAST)})`, dir: 'asc' as const }));
  }
}

/** The hit's score: the full-text rank plus the name boost (relevance.ts). */
export const relevance = (boost: RawBuilder<number>) => sql<number>`(${ref('rank')} + ${boost})`;

/** Rows strictly after the cursor: (k1 after v1) OR (k1 = v1 AND k2 after v2) … OR (all equal AND id > last id). */
export function afterCursor(keys: SortKey[], cursor: CursorKey): RawBuilder<SqlBool> {
  const alternatives: RawBuilder<SqlBool>[] = [];
  for (let i = 0; i <= keys.length; i++) {
    const equal = keys.slice(0, i).map((k, j) => sql<SqlBool>`${k.expr} = ${cursor.values[j]}`);
    const step = i < keys.length
      ? sql<SqlBool>`${keys[i].expr} ${sql.raw(keys[i].dir === 'asc' ? '>' : '<')} ${cursor.values[i]}`
      : sql<SqlBool>`${ref('id')} > ${cursor.id}`;
    alternatives.push(sql<SqlBool>`(${sql.join([...equal, step], sql` AND `)})`);
  }
  return sql<SqlBool>`(${sql.join(alternatives, sql` OR `)})`;
}

export function encodeCursor(sort: SortOrder, values: (string | number)[], id: number): string {
  return Buffer.from(JSON.stringify([sort, ...values, id])).toString('base64url');
}

export function decodeCursor(text: string, sort: SortOrder): CursorKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  // The number of keys depends on the query too (relevance without text is by id alone); the search checks it.
  if (!Array.isArray(parsed) || parsed.length < 2 || parsed.length > 5 || parsed[0] !== sort || !Number.isInteger(parsed.at(-1))
    || !parsed.slice(1, -1).every((v) => typeof v === 'string' || typeof v === 'number')) {
    throw new SearchError('BAD_QUERY', 'after is not a cursor of this sort order');
  }
  return { values: parsed.slice(1, -1) as (string | number)[], id: parsed.at(-1) as number };
}
