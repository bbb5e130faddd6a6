// The cluster's own PostgreSQL database (muster_cluster unless DATABASE_URL names another): made when missing,
// migrated, and filled with the demo data once, as `npm start` fills the embedded file.
import pg from 'pg';
import { dbOptionsFromEnv, openDb } from '@muster/services/db';
import { isSizeName } from '../data/build/sizes';
import { migrateAndFillOnce } from '../start/fill-once';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/muster_cluster';

/** Creates the database the URL names when it does not exist yet, connecting to the server's `postgres` one. */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`unexpected database name "${name}" in DATABASE_URL`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`CREATE DATABASE ${name}`);
    return true;
  } finally {
    await client.end();
  }
}

/** Migrates and, when no publication is there yet, generates the data set of `size` into it and `dataDir`. */
export async function prepareDatabase(
  env: Record<string, string>,
  { size, dataDir, log }: { size: string; dataDir: string; log: (line: string) => void },
): Promise<void> {
  if (!isSizeName(size)) throw new Error(`unknown data size "${size}": use tiny, demo or bench`);
  const { db, close } = openDb(dbOptionsFromEnv(env));
  try {
    await migrateAndFillOnce(db, { size, dataDir, log });
  } finally {
    await close();
  }
}
