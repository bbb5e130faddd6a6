import type Sqlite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * The SQLite handle Kysely is given, with its prepared statements kept by SQL text (least recently used
 * dropped past `max`). Kysely prepares every query afresh, which was the largest single cost of a cached
 * tile in the services' profile (better-sqlite3's prepare); a statement is reusable once its query returns,
 * and Kysely runs one query at a time on its one connection (a streamed query holds it until done). A
 * statement still busy all the same is not handed out again: a fresh one is prepared instead.
 */
export function withStatementCache(sqlite: Sqlite.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, Sqlite.Statement>();
  return {
    prepare(sql: string): SqliteStatement {
      const known = statements.get(sql);
      if (known && !known.busy) {
        statements.delete(sql);
        statements.set(sql, known);
        return known as unknown as SqliteStatement;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > max) statements.delete(statements.keys().next().value!);
      return statement as unknown as SqliteStatement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
