import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { type Db, openDb } from '../db/connect';
import type { Database } from '../db/database';

/** Lets the event loop serve requests after every statement the import makes. */
class YieldPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    await new Promise((resolve) => setImmediate(resolve));
    return result;
  }
}

/**
 * The database handle an import job writes through. On SQLite it is a connection of its own: Kysely holds its one
 * connection for a whole transaction, so a batch written through the services' handle would make every search wait
 * for it; with WAL, searches on the main connection read the last committed batch meanwhile. better-sqlite3 runs each
 * statement synchronously, so the import also yields to the event loop after each one. On PostgreSQL the pool already
 * gives the import a connection of its own.
 */
export function importDb(services: Db): { db: Kysely<Database>; close(): Promise<void> } {
  if (services.dialect === 'sqlite' && services.sqliteFile && services.sqliteFile !== ':memory:') {
    const own = openDb({ sqliteFile: services.sqliteFile });
    return { db: own.db.withPlugin(new YieldPlugin()), close: own.close };
  }
  return { db: services.db.withPlugin(new YieldPlugin()), close: async () => {} };
}
