import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Db, migrateTo, migrateToLatest, openDb } from '@muster/services/db';

export type Backend = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when DATABASE_URL is set: tests of one layer run on each. */
export const backends: Backend[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** PostgreSQL when DATABASE_URL is set (as in CI), SQLite otherwise: what a running stack is started on. */
export const defaultBackend: Backend = process.env.DATABASE_URL ? 'postgres' : 'sqlite';

export interface TestDb {
  backend: Backend;
  db: Db;
  dataDir: string;
  dispose(): Promise<void>;
}

/**
 * A migrated, empty database of its own (a temp SQLite file or a fresh PostgreSQL schema) and a temp data dir;
 * migrated only up to `upTo` (a migration's name) for a test of the next migration over older data.
 */
export async function openTestDb(backend: Backend, { upTo }: { upTo?: string } = {}): Promise<TestDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-services-'));
  let dropSchema = async () => {};
  let db: Db;
  if (backend === 'postgres') {
    const databaseUrl = process.env.DATABASE_URL!;
    const schema = `test_${randomBytes(6).toString('hex')}`;
    await adminQuery(databaseUrl, `CREATE SCHEMA ${schema}`);
    db = openDb({ databaseUrl, pgSchema: schema });
    // The job queue (pg-boss) keeps its tables in a schema beside the test's (services/src/jobs/index.ts).
    dropSchema = async () => {
      await adminQuery(databaseUrl, `DROP SCHEMA ${schema} CASCADE`);
      await adminQuery(databaseUrl, `DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`);
    };
  } else {
    db = openDb({ sqliteFile: path.join(dataDir, 'test.sqlite') });
  }
  await (upTo ? migrateTo(db.db, upTo) : migrateToLatest(db.db));
  return {
    backend,
    db,
    dataDir,
    async dispose() {
      await db.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One statement as the DATABASE_URL user, outside any test schema (creating and dropping schemas). */
export async function adminQuery(databaseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
