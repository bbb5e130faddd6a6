// How much room a bench data set takes: the whole database, and the search tables (search_docs, the full-text
// index, names and the facet counts) split into their rows and their indexes. The growth table sets these
// beside the latencies, since at Fold3's size storage decides as much as speed (docs/operations.md).
import { sql } from 'kysely';
import type { Db } from '@muster/services/db';
import { mib } from '../stats';

export interface DbSize {
  /** Every table and index of the data set (the SQLite file's pages; the PostgreSQL schema's relations). */
  databaseBytes: number;
  /** Rows of the search tables (PostgreSQL: heap and TOAST; SQLite: table b-trees, FTS5 content). */
  searchDataBytes: number;
  /** Indexes of the search tables (b-tree and GIN; FTS5's inverted index and its doc sizes). */
  searchIndexBytes: number;
  /** The three largest search relations, biggest first. */
  largest: { name: string; bytes: number }[];
}

const isSearchTable = (table: string) => /^search_/.test(table) || /_counts$/.test(table);
// FTS5 keeps its inverted index in shadow tables; its content table holds the documents.
const ftsIndexTable = /^search_fts_(data|idx|docsize|config)$/;

export async function measureDbSize(handle: Db): Promise<DbSize> {
  return handle.dialect === 'sqlite' ? sqliteSize(handle) : postgresSize(handle);
}

async function sqliteSize({ db }: Db): Promise<DbSize> {
  const { rows } = await sql<{ name: string; type: string; tbl_name: string; bytes: number }>`
    SELECT s.name, m.type, m.tbl_name, s.pgsize AS bytes
    FROM dbstat AS s JOIN sqlite_schema AS m ON m.name = s.name
    WHERE s.aggregate = TRUE`.execute(db);
  const pages = await sql<{ bytes: number }>`
    SELECT page_count * page_size AS bytes FROM pragma_page_count(), pragma_page_size()`.execute(db);
  const search = rows.filter((r) => isSearchTable(r.tbl_name));
  const isIndex = (r: (typeof rows)[number]) => r.type === 'index' || ftsIndexTable.test(r.name);
  return {
    databaseBytes: Number(pages.rows[0].bytes),
    searchDataBytes: sum(search.filter((r) => !isIndex(r)).map((r) => r.bytes)),
    searchIndexBytes: sum(search.filter(isIndex).map((r) => r.bytes)),
    largest: largest(search.map((r) => ({ name: r.name, bytes: r.bytes }))),
  };
}

async function postgresSize({ db }: Db): Promise<DbSize> {
  // Each table (heap and TOAST) and each index on its own, with the table it belongs to.
  const { rows } = await sql<{ name: string; table: string; index: boolean; bytes: string }>`
    SELECT c.relname AS name, c.relname AS table, false AS index, pg_table_size(c.oid) AS bytes
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'm')
    UNION ALL
    SELECT i.relname, t.relname, true, pg_relation_size(i.oid)
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema()`.execute(db);
  const relations = rows.map((r) => ({ ...r, bytes: Number(r.bytes) }));
  const search = relations.filter((r) => isSearchTable(r.table));
  return {
    databaseBytes: sum(relations.map((r) => r.bytes)),
    searchDataBytes: sum(search.filter((r) => !r.index).map((r) => r.bytes)),
    searchIndexBytes: sum(search.filter((r) => r.index).map((r) => r.bytes)),
    largest: largest(search),
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + Number(b), 0);

const largest = (relations: { name: string; bytes: number }[]) =>
  relations
    .map((r) => ({ name: r.name, bytes: Number(r.bytes) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3);

/** The size columns of one row, or dashes when the size could not be read. */
export function sizeCells(size: DbSize | null, records: number): string {
  if (!size) return '– | – | – | –';
  const perRecord = (size.searchDataBytes + size.searchIndexBytes) / records;
  return `${mib(size.databaseBytes)} | ${mib(size.searchDataBytes)} | ${mib(size.searchIndexBytes)} | ${perRecord.toFixed(0)} B`;
}
