import { type Expression, type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../db/dialect';

/** The few SQL expressions the index build needs that SQLite and PostgreSQL spell differently. */
export interface IndexSql {
  /** First level of a comma-separated place path ("United States"). */
  country(path: Expression<string | null>): RawBuilder<string | null>;
  /** First two levels ("United States,Virginia"), null for a country. */
  state(path: Expression<string | null>): RawBuilder<string | null>;
  /** A text property of a JSON text column. */
  jsonText(json: Expression<string>, key: string): RawBuilder<string | null>;
  /** Space-joined aggregate of text values. */
  joinText(value: Expression<string | null>): RawBuilder<string | null>;
  /** `id` occurs in no row of `table`.`column` (an anti-join planned well by each engine). */
  notReferenced(id: Expression<number>, table: string, column: string): RawBuilder<boolean>;
  /**
   * A SELECT of the rows of `table` whose `id` is one of `ids`, found by the key whatever the statistics say. Neither
   * engine's statistics are kept up to date for us (autovacuum may be off; SQLite analyses only when told), and those of
   * a small archive made both engines read a whole table of records for a 500-id list (docs/performance.md, Imports).
   */
  byIds(table: string, ids: readonly number[]): RawBuilder<unknown>;
}

const sqliteSql: IndexSql = {
  country: (p) => sql`CASE WHEN instr(${p}, ',') > 0 THEN substr(${p}, 1, instr(${p}, ',') - 1) ELSE ${p} END`,
  state: (p) => sql`CASE
    WHEN instr(${p}, ',') = 0 THEN NULL
    WHEN instr(substr(${p}, instr(${p}, ',') + 1), ',') > 0
      THEN substr(${p}, 1, instr(${p}, ',') + instr(substr(${p}, instr(${p}, ',') + 1), ',') - 1)
    ELSE ${p} END`,
  jsonText: (j, key) => sql`json_extract(${j}, ${`$.${key}`})`,
  joinText: (v) => sql`group_concat(${v}, ' ')`,
  // SQLite builds one ephemeral index of the subquery's values; NOT EXISTS would scan the table per row
  // when the column has no index of its own.
  notReferenced: (id, table, column) =>
    sql`${id} NOT IN (SELECT ${sql.ref(column)} FROM ${sql.table(table)} WHERE ${sql.ref(column)} IS NOT NULL)`,
  // `id IN (…)` was answered by scanning the table (sqlite_stat1 of a 30-record archive); CROSS JOIN keeps the list
  // first, so each id is one primary-key lookup. One JSON parameter whatever the list's length.
  byIds: (table, ids) =>
    sql`SELECT ${sql.table(table)}.* FROM json_each(${JSON.stringify(ids)}) k CROSS JOIN ${sql.table(table)} ON ${sql.ref(`${table}.id`)} = k.value`,
};

const postgresSql: IndexSql = {
  country: (p) => sql`split_part(${p}, ',', 1)`,
  state: (p) => sql`CASE WHEN split_part(${p}, ',', 2) = '' THEN NULL
    ELSE split_part(${p}, ',', 1) || ',' || split_part(${p}, ',', 2) END`,
  jsonText: (j, key) => sql`(${j})::json ->> ${key}`,
  joinText: (v) => sql`string_agg(${v}, ' ')`,
  // NOT EXISTS is planned as a hash anti-join. NOT IN (subquery) is not: once the subquery's values outgrow
  // work_mem (a million sub-image ids do), PostgreSQL rescans them for every row, hours at a million.
  notReferenced: (id, table, column) =>
    sql`NOT EXISTS (SELECT 1 FROM ${sql.table(table)} ref WHERE ${sql.ref(`ref.${column}`)} = ${id})`,
  // On its own (a materialised CTE) the list is an index scan of the key; joined with the records' images, stale
  // statistics made PostgreSQL walk every record of each image instead.
  byIds: (table, ids) => sql`SELECT * FROM ${sql.table(table)} WHERE id IN (${sql.join(ids)})`,
};

export function indexSql(dialect: DialectName): IndexSql {
  return dialect === 'postgres' ? postgresSql : sqliteSql;
}
