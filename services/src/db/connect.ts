import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import { withStatementCache } from './statement-cache';
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
  /** The embedded database's file, for work that opens a connection of its own (an import's thread); not in memory. */
  sqliteFile?: string;
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
      // Named in pg_stat_activity (which process, which schema), so an operator or a test can find its connections.
      application_name: `muster:${options.pgSchema ?? 'public'}`,
      // A request waits at most this long for a connection (PostgreSQL restarting, the pool exhausted), then fails.
      connectionTimeoutMillis: 5_000,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // A connection PostgreSQL drops (a restart, a failover, a terminated backend) is an 'error' event on its client,
    // or on the pool while idle; unheard, either would end the process. The query in flight fails, the pool discards
    // that client and the next query opens a new one.
    pool.on('error', reportPoolError);
    pool.on('connect', (client) => client.on('error', reportPoolError));
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
  // Search reads thousands of rows per query at a million records. A 128 MB page cache, plus a 512 MB memory
  // map of the file: mapped pages count in the process's resident set (VmHWM), so a 4 GB map made the services
  // show 2.1 GB at the search bench; at 512 MB (or none) search latency measured the same (docs/performance.md)
  // and the services stay under their 1 GB.
  sqlite.pragma('mmap_size = 536870912');
  sqlite.pragma('cache_size = -131072');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: beginImmediate(withStatementCache(sqlite)) }),
  });
  return { db, dialect: 'sqlite', ...(file !== ':memory:' ? { sqliteFile: file } : {}), close: () => db.destroy() };
}

/**
 * Kysely opens its SQLite transactions with a plain BEGIN, which takes the write lock only at the first write. When
 * another connection to the file writes in between (an import's thread: import/import-thread.ts), that upgrade fails
 * at once with "database is locked" (SQLITE_BUSY_SNAPSHOT; the busy timeout does not apply). BEGIN IMMEDIATE takes the
 * write lock at the start, waiting up to the busy timeout for the other writer's transaction to end.
 */
function beginImmediate(database: SqliteDatabase): SqliteDatabase {
  return {
    prepare: (sql: string) => database.prepare(sql === 'begin' ? 'begin immediate' : sql),
    close: () => database.close(),
  };
}

let reportedAt = 0;
function reportPoolError(error: Error): void {
  if (Date.now() - reportedAt < 60_000) return;
  reportedAt = Date.now();
  console.error('database: a pooled connection was ended; the next request opens a new one', error.message);
}

/** Options from the environment: DATABASE_URL selects PostgreSQL, DATABASE_SCHEMA its schema, SQLITE_FILE the embedded file. */
export function dbOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DbOptions {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    pgSchema: env.DATABASE_SCHEMA || undefined,
    sqliteFile: env.SQLITE_FILE || undefined,
  };
}
