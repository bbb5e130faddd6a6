import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/dialect';
import { SearchError } from './search-error';

/** The search's own settings (SEARCH_* variables). */
export interface SearchSettings {
  /**
   * PostgreSQL stops a search statement running longer than this (SEARCH_STATEMENT_TIMEOUT_MS, default 5,000 ms,
   * under the gateway's 10 s wait for a service); the caller gets SEARCH_TIMEOUT. 0 turns it off. SQLite cannot
   * stop a statement (better-sqlite3 has no interrupt): there the input limits and the name budget bound the work.
   */
  statementTimeoutMs: number;
}

export const DEFAULT_SEARCH_SETTINGS: SearchSettings = { statementTimeoutMs: 5000 };

export function searchSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SearchSettings {
  const raw = env.SEARCH_STATEMENT_TIMEOUT_MS;
  if (raw === undefined || raw === '') return DEFAULT_SEARCH_SETTINGS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`SEARCH_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds (got ${raw})`);
  return { statementTimeoutMs: ms };
}

/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout (query_canceled). */
const QUERY_CANCELED = '57014';

/**
 * Runs one search statement under the time limit: on PostgreSQL in a transaction of its own with a local
 * statement_timeout (a pooled connection keeps no setting afterwards); a cancelled statement becomes SEARCH_TIMEOUT.
 */
export async function withinTimeLimit<T, DB>(
  db: Kysely<DB>,
  dialect: DialectName,
  settings: SearchSettings,
  run: (db: Kysely<DB>) => Promise<T>,
): Promise<T> {
  // Inside a caller's transaction a local setting would outlive the statement: the caller's own limits hold there.
  if (dialect !== 'postgres' || settings.statementTimeoutMs === 0 || db.isTransaction) return run(db);
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`SELECT set_config('statement_timeout', ${String(settings.statementTimeoutMs)}, true)`.execute(trx);
      return run(trx);
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === QUERY_CANCELED) {
      throw new SearchError(
        'SEARCH_TIMEOUT',
        `the search ran longer than ${settings.statementTimeoutMs / 1000} s and was stopped: ` +
          'try again, or narrow it with more letters, fewer wildcards or a filter',
      );
    }
    throw error;
  }
}
