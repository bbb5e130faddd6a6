import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { FacetPlan } from './plan-facets';
import type { SearchDatabase } from './search-docs.table';

/** One row of the counting statement: facet index (-1 for the summary), value, count and two extras. */
export interface CountRow {
  f: number;
  v: string | null;
  c: number;
  x: string | null;
  y: string | null;
}

const m = (column: string) => sql.ref(`m.${column}`);
const text = (expr: RawBuilder<unknown>) => sql`CAST(${expr} AS TEXT)`;

/**
 * Counts the total, the date span and every requested facet in one statement over the matched set `m`,
 * materialised once: the full-text match and filters run once however many facets are asked for.
 * Facets with few values come back whole (labels, filters and sorting happen in facet-values.ts);
 * wide ones (service numbers, surnames) are cut to their top values in SQL.
 */
export async function countAll(
  db: Kysely<SearchDatabase>,
  matched: RawBuilder<unknown>,
  facets: FacetPlan[],
): Promise<CountRow[]> {
  const parts: RawBuilder<unknown>[] = [
    sql`SELECT -1 AS f, NULL AS v, count(*) AS c, min(m.date) AS x, max(m.date) AS y FROM m`,
  ];
  facets.forEach((plan, i) => parts.push(...facetParts(plan, i)));
  const { rows } =
    await sql<CountRow>`WITH m AS MATERIALIZED (${matched}) ${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  return rows.map((r) => ({ ...r, f: Number(r.f), c: Number(r.c) }));
}

/** The columns of search_docs the facets need in `m`. */
export function facetColumns(facets: FacetPlan[]): string[] {
  const cols = new Set(['id', 'date']);
  for (const { facet, level } of facets) {
    if (facet.kind === 'place')
      cols.add(level === 1 ? 'place_country' : level === 2 ? 'place_state' : 'place_path').add('place_country');
    else cols.add(facet.column);
    if (facet.column === 'sub_type') cols.add('doc_type');
    if (facet.kind === 'contributor') cols.add('content_type');
  }
  return [...cols];
}

function facetParts(plan: FacetPlan, i: number): RawBuilder<unknown>[] {
  const { facet, level, parents } = plan;
  const group = (value: RawBuilder<unknown>, where: RawBuilder<SqlBool>[] = []) =>
    sql`SELECT ${sql.lit(i)}, ${text(value)}, count(*), NULL, NULL FROM m WHERE ${sql.join([sql`${value} IS NOT NULL`, ...where], sql` AND `)} GROUP BY ${value}`;
  switch (facet.kind) {
    case 'place': {
      if (level === 1) return [group(m('place_country'))];
      if (level === 2)
        return [group(m('place_state'), parents.length ? [sql`${m('place_country')} IN (${sql.join(parents)})`] : [])];
      // Deeper levels group whole paths; facet-values.ts cuts them to the level and adds them up.
      const under = parents.map(
        (p) => sql<SqlBool>`(${m('place_path')} = ${p} OR ${m('place_path')} LIKE ${`${p},%`})`,
      );
      return [group(m('place_path'), under.length ? [sql<SqlBool>`(${sql.join(under, sql` OR `)})`] : [])];
    }
    case 'browse': {
      const value = sql.ref(`r.browse_${facet.level}`);
      // A value is a leaf (FILE) when no roll under it uses a deeper level.
      const leaf =
        facet.level! < 7
          ? sql`min(CASE WHEN ${sql.ref(`r.browse_${facet.level! + 1}`)} IS NULL THEN 1 ELSE 0 END)`
          : sql`1`;
      return [
        sql`SELECT ${sql.lit(i)}, ${value}, count(*), ${text(leaf)}, NULL FROM m JOIN rolls r ON r.id = ${m('roll_id')}
        WHERE ${value} IS NOT NULL GROUP BY ${value}`,
      ];
    }
    case 'column': {
      const where =
        facet.column === 'sub_type' && parents.length ? [sql<SqlBool>`${m('doc_type')} IN (${sql.join(parents)})`] : [];
      return facet.wide ? wideParts(plan, i, m(facet.column), where) : [group(m(facet.column), where)];
    }
    case 'contributor':
      // Uploaders of the matched images; y carries the label (display name, else username).
      return [
        sql`SELECT ${sql.lit(i)}, ${text(sql.ref('u.user_id'))}, count(*), NULL, max(coalesce(nullif(trim(us.display_name), ''), us.username))
        FROM m JOIN user_uploads u ON u.image_id = ${m('object_id')} AND u.public = 1 JOIN users us ON us.id = u.user_id
        WHERE ${m('content_type')} = 'IMAGE' GROUP BY u.user_id`,
      ];
    default:
      return [group(m(facet.column))];
  }
}

/** Top values by count (or name) in SQL, the required ones, and the number of distinct values (marked x = 'total'). */
function wideParts(
  plan: FacetPlan,
  i: number,
  value: RawBuilder<unknown>,
  where: RawBuilder<SqlBool>[],
): RawBuilder<unknown>[] {
  const conditions = [sql<SqlBool>`${value} IS NOT NULL`, ...where];
  if (plan.valueFilter) {
    const pattern = `${plan.valueFilter.prefix ? '' : '%'}${plan.valueFilter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql<SqlBool>`lower(${value}) LIKE ${pattern} ESCAPE '\\'`);
  }
  const cond = sql.join(conditions, sql` AND `);
  const order = plan.sort === 'ALPHABETICAL' ? sql`${value}` : sql`count(*) DESC, ${value}`;
  const parts = [
    sql`SELECT * FROM (SELECT ${sql.lit(i)} AS f, ${text(value)} AS v, count(*) AS c, NULL AS x, NULL AS y FROM m WHERE ${cond}
      GROUP BY ${value} ORDER BY ${order} LIMIT ${plan.maxCount}) ${sql.raw(`top_${i}`)}`,
    sql`SELECT ${sql.lit(i)}, NULL, count(DISTINCT ${value}), 'total', NULL FROM m WHERE ${cond}`,
  ];
  if (plan.required.length) {
    parts.push(
      sql`SELECT ${sql.lit(i)}, ${text(value)}, count(*), NULL, NULL FROM m WHERE ${value} IN (${sql.join(plan.required)}) GROUP BY ${value}`,
    );
  }
  return parts;
}
