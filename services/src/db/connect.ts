import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
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
