import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type Dictionaries, expandPlaces } from './dictionaries';
import { type FieldVisibility, whereVisible } from './field-visibility';
import type { NameBudget } from './name-budget';
import type { Criterion } from './plan-fielded';
import type { FilterCriterion, TagCriterion } from './plan-filters';

/** What conditions need besides the plan: the dictionaries, the names the query expands to, the caller. */
export interface ConditionContext {
  dict: Dictionaries;
  names: NameBudget;
  /** Whose private tags may be searched. */
  viewerId: number | null;
  /** Which documents' dates, places and numbers the caller may see. */
  visibility: FieldVisibility;
}

const FALSE = sql<SqlBool>`1 = 0`;
const TRUE = sql<SqlBool>`1 = 1`;
const col = (column: string) => sql.ref(`d.${column}`);

export const anyOf = (items: RawBuilder<SqlBool>[]) =>
  items.length === 0 ? FALSE : sql<SqlBool>`(${sql.join(items, sql` OR `)})`;
export const allOf = (items: RawBuilder<SqlBool>[]) =>
  items.length === 0 ? TRUE : sql<SqlBool>`(${sql.join(items, sql` AND `)})`;
const inList = (column: string, values: (string | number)[]) =>
  values.length === 0 ? FALSE : sql<SqlBool>`${col(column)} IN (${sql.join(values)})`;

/** `value` with LIKE's wildcards and escape escaped by `\\` (ESCAPE '\\'). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A case-insensitive LIKE pattern for values starting with `value`. */
export const likePrefix = (value: string) => `${escapeLike(value.toLowerCase())}%`;
const startsWith = (expr: RawBuilder<unknown>, value: string) =>
  sql<SqlBool>`lower(${expr}) LIKE ${likePrefix(value)} ESCAPE '\\'`;

/** The SQL condition of one criterion over the derived table `d`. */
export function criterionSql(c: Criterion, ctx: ConditionContext): RawBuilder<SqlBool> {
  const match = whereVisible(ctx.visibility, columnsOf(c), positive(c, ctx));
  // IS NOT TRUE keeps the documents where the match is NULL (no value at all): excluding Smith keeps the battles.
  return 'exclude' in c && c.exclude ? sql<SqlBool>`(${match}) IS NOT TRUE` : match;
}

/** The search_docs columns a criterion reads (its own, not its items'), for the caller's hidden fields. */
function columnsOf(c: Criterion): readonly string[] {
  switch (c.kind) {
    case 'years':
    case 'places':
      return c.columns;
    case 'value':
      return [c.column];
    case 'span':
      return ['year'];
    case 'filter':
      return c.facet.kind === 'place'
        ? ['place_path']
        : c.facet.kind === 'date'
          ? ['year']
          : c.facet.kind === 'column'
            ? [c.facet.column]
            : [];
    default:
      return [];
  }
}

function positive(c: Criterion, ctx: ConditionContext): RawBuilder<SqlBool> {
  switch (c.kind) {
    case 'names': {
      const names = [...ctx.names.expand(c).keys()];
      return anyOf(c.parts.map((part) => inList(part, names)));
    }
    case 'years':
      return anyOf(
        c.columns.flatMap((y) => c.ranges.map(([from, to]) => sql<SqlBool>`${col(y)} BETWEEN ${from} AND ${to}`)),
      );
    case 'places': {
      const ids = expandPlaces(ctx.dict, c.texts).map((p) => p.id);
      return anyOf(c.columns.map((p) => inList(p, ids)));
    }
    case 'value':
      return anyOf(
        c.values.map((v) =>
          c.column === 'service_number'
            ? c.prefix
              ? sql<SqlBool>`(${col(c.column)} >= ${v} AND ${col(c.column)} < ${`${v}\u{10FFFF}`})`
              : sql<SqlBool>`${col(c.column)} = ${v}`
            : c.prefix
              ? startsWith(col(c.column), v)
              : sql<SqlBool>`lower(${col(c.column)}) = ${v.toLowerCase()}`,
        ),
      );
    case 'all':
      return allOf(c.items.map((item) => criterionSql(item, ctx)));
    case 'filter':
      return filterSql(c, ctx);
    case 'tag':
      return tagSql(c, ctx);
    case 'since':
      return sql<SqlBool>`${col('last_modified')} >= ${c.iso}`;
    case 'span':
      return allOf([
        ...(c.from !== null ? [sql<SqlBool>`${col('year')} >= ${c.from}`] : []),
        ...(c.to !== null ? [sql<SqlBool>`${col('year')} <= ${c.to}`] : []),
      ]);
  }
}

function filterSql(f: FilterCriterion, ctx: ConditionContext): RawBuilder<SqlBool> {
  const { facet, values, prefix } = f;
  switch (facet.kind) {
    case 'column':
      return prefix ? anyOf(values.map((v) => startsWith(col(facet.column), v))) : inList(facet.column, values);
    case 'publication': {
      if (!prefix) return inList('publication_id', values.map(Number));
      const ids = [...ctx.dict.publicationTitles].filter(([, title]) =>
        values.some((v) => title.toLowerCase().startsWith(v.toLowerCase())),
      );
      return inList(
        'publication_id',
        ids.map(([id]) => Number(id)),
      );
    }
    case 'place':
      // A place matches itself and everything under it.
      return anyOf(
        values.map((v) =>
          prefix
            ? startsWith(col('place_path'), v)
            : sql<SqlBool>`(${col('place_path')} = ${v} OR ${col('place_path')} LIKE ${`${escapeLike(v)},%`} ESCAPE '\\')`,
        ),
      );
    case 'date':
      return prefix
        ? anyOf(values.map((v) => startsWith(sql`CAST(${col('year')} AS TEXT)`, v)))
        : anyOf(f.ranges.map(([from, to]) => sql<SqlBool>`${col('year')} BETWEEN ${from} AND ${to}`));
    case 'browse': {
      const level = sql.ref(`r.browse_${facet.level}`);
      const match = prefix
        ? anyOf(values.map((v) => startsWith(level, v)))
        : sql<SqlBool>`${level} IN (${sql.join(values)})`;
      return sql<SqlBool>`${col('roll_id')} IN (SELECT r.id FROM rolls r WHERE ${match})`;
    }
    case 'contributor':
      return contributorSql(values, prefix);
  }
}

/**
 * Images uploaded by one of the members (ids, or usernames starting with a prefix). Only public uploads count:
 * the index leaves private ones out already, and this keeps one made private since the last index update hidden.
 */
function contributorSql(values: string[], prefix: boolean): RawBuilder<SqlBool> {
  if (values.length === 0) return FALSE;
  const who = prefix
    ? sql<SqlBool>`u.user_id IN (SELECT us.id FROM users us WHERE ${anyOf(values.map((v) => startsWith(sql.ref('us.username'), v)))})`
    : sql<SqlBool>`u.user_id IN (${sql.join(values.map(Number))})`;
  return sql<SqlBool>`(${col('content_type')} = 'IMAGE' AND EXISTS (SELECT 1 FROM user_uploads u
    WHERE u.image_id = ${col('object_id')} AND u.public = 1 AND ${who}))`;
}

function tagSql(t: TagCriterion, ctx: ConditionContext): RawBuilder<SqlBool> {
  // One user's tags are searchable only by that user: anyone else's private form matches nothing.
  if (t.userId !== null && t.userId !== ctx.viewerId) return FALSE;
  const whose = t.userId === null ? sql`t.private = 0` : sql`t.user_id = ${t.userId}`;
  return sql<SqlBool>`EXISTS (SELECT 1 FROM tags t WHERE t.content_type = ${col('content_type')} AND t.object_id = ${col('object_id')}
    AND t.name = ${t.name} AND ${whose})`;
}
