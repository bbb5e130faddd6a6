import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/dialect';
import { SearchError } from './search-error';
import type { SearchSettings } from './search-settings';

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
