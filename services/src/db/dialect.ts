import { type Kysely, PostgresAdapter, sql } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** Which engine a Kysely instance talks to, read from its adapter so migrations need no extra argument. */
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** An auto-numbered integer key: SQLite numbers an `integer primary key` itself, PostgreSQL needs `serial`. */
export function serialType(db: Kysely<any>) {
  return dialectOf(db) === 'postgres' ? sql`serial` : sql`integer`;
}
