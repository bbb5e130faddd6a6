import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import type { DialectName } from './dialect';

export interface DbOptions {
  /** PostgreSQL connection string; when absent the embedded SQLite file is used. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests make one per run so runs never see each other's rows). */
  pgSchema?: string;
  /** SQLite file path; defaults to data/muster.sqlite under the repository. */
  sqliteFile?: string;
}

export interface Db {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const defaultSqliteFile = path.join(repoRoot, 'data', 'muster.sqlite');

// PostgreSQL returns bigint (count(*)) and numeric as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export function openDb(options: DbOptions = {}): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? defaultSqliteFile;
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Sqlite(file);
  // WAL lets the services read while the importer writes; NORMAL sync is safe with WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Search reads thousands of rows by id per query at a million records: memory-mapped pages and a 128 MB
  // page cache cut that from ~50 ms to ~10 ms (the OS page cache is shared, so the mapping costs no extra memory).
  sqlite.pragma('mmap_size = 4294967296');
  sqlite.pragma('cache_size = -131072');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Options from the environment: DATABASE_URL selects PostgreSQL, DATABASE_SCHEMA its schema, SQLITE_FILE the embedded file. */
export function dbOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DbOptions {
  return { databaseUrl: env.DATABASE_URL || undefined, pgSchema: env.DATABASE_SCHEMA || undefined, sqliteFile: env.SQLITE_FILE || undefined };
}
