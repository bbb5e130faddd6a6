// The bench data sets (1,000,000 index records by default, other sizes for the growth curve) are built once
// per database and kept: building one takes minutes, a bench run should take seconds to start. A marker row
// says it is complete and which migrations it was built under; new migrations since then only need the
// search index rebuilt. BENCH_DATA_DIR keeps them outside the checkout, so another checkout reuses them.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { type Db, openDb, repoRoot, migrateToLatest } from '@muster/services/db';
import { rebuildSearchIndex } from '@muster/services/search';
import { generate } from '../data/generate';
import { sizeLabel } from './search/record-sizes';

export type BenchDbName = 'sqlite' | 'postgres';

export const benchDataDir = path.resolve(process.env.BENCH_DATA_DIR || path.join(repoRoot, 'data', 'bench'));
export const defaultBenchRecords = 1_000_000;
export const defaultDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test';

// The default size keeps the names it always had, so its data set is reused; other sizes are named by size.
const setSuffix = (records: number) => (records === defaultBenchRecords ? '' : `-${sizeLabel(records)}`);
export const benchSqliteFileOf = (records: number) =>
  path.join(benchDataDir, `muster-bench${setSuffix(records)}.sqlite`);
export const benchPgSchemaOf = (records: number) => `muster_bench${setSuffix(records).replace('-', '_')}`;
export const benchSqliteFile = benchSqliteFileOf(defaultBenchRecords);

/** Where a bench database lives, in the environment variables the services read (services/src/main.ts). */
export interface BenchDbLocation {
  name: BenchDbName;
  /** Index records the data set is built with. */
  records: number;
  /** The SQLite file, or the PostgreSQL schema. */
  where: string;
  env: Record<string, string>;
  open(): Db;
}

export function benchDbLocation(
  name: BenchDbName,
  { records = defaultBenchRecords, databaseUrl = process.env.DATABASE_URL || defaultDatabaseUrl } = {},
): BenchDbLocation {
  if (name === 'sqlite') {
    const sqliteFile = benchSqliteFileOf(records);
    return {
      name,
      records,
      where: sqliteFile,
      env: { SQLITE_FILE: sqliteFile, DATA_DIR: benchDataDir },
      open: () => openDb({ sqliteFile }),
    };
  }
  const pgSchema = benchPgSchemaOf(records);
  return {
    name,
    records,
    where: pgSchema,
    env: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: pgSchema, DATA_DIR: benchDataDir },
    open: () => openDb({ databaseUrl, pgSchema }),
  };
}

interface Marker {
  /** Applied migration name → sha256 of its source file when it was applied. */
  migrations: Record<string, string>;
  records: number;
  builtAt: string;
  /** When the search index was last rebuilt under these migrations; null while a rebuild is due. */
  indexedAt: string | null;
}

export interface PrepareOptions {
  /** Throw the data away and build it again. */
  regenerate?: boolean;
  /** Rebuild the search index even when no migration was added (after a change to the index builder). */
  reindex?: boolean;
  log: (message: string) => void;
}

/**
 * Makes sure the bench data set is in place, complete and indexed under the current migrations. New
 * migrations are applied and the search index rebuilt; a migration edited after it was applied here (so
 * the schema no longer matches its source) means building the data again.
 */
export async function prepareBenchDb(
  location: BenchDbLocation,
  { regenerate = false, reindex = false, log }: PrepareOptions,
): Promise<void> {
  const say = (m: string) => log(`[${location.name}] ${m}`);
  fs.mkdirSync(benchDataDir, { recursive: true });
  if (location.name === 'postgres')
    await adminQuery(location.env.DATABASE_URL, `CREATE SCHEMA IF NOT EXISTS ${location.where}`);
  const marker = regenerate ? null : await readMarker(location);
  const stale = marker && (await staleMigrations(location, marker));
  if (!marker || stale?.length) {
    say(
      marker
        ? `migration ${stale!.join(', ')} changed since the data was built: building it again`
        : 'no complete bench data set',
    );
    await build(location, say);
    return;
  }
  const db = location.open();
  try {
    await migrateToLatest(db.db);
    const migrations = await appliedMigrations(db);
    const added = Object.keys(migrations).filter((name) => !(name in marker.migrations));
    if (added.length) await writeMarker(db, { ...marker, migrations, indexedAt: null });
    if (added.length || !marker.indexedAt || reindex) {
      say(
        added.length
          ? `new migrations ${added.join(', ')}: rebuilding the search index`
          : 'rebuilding the search index',
      );
      const started = Date.now();
      await rebuildSearchIndex(db.db, { log: (m) => say(`  ${m}`) });
      await writeMarker(db, { ...marker, migrations, indexedAt: new Date().toISOString() });
      say(`search index rebuilt in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } else {
      say(
        `bench data in place: ${marker.records.toLocaleString('en-US')} index records, built ${marker.builtAt}, indexed ${marker.indexedAt}`,
      );
    }
  } finally {
    await db.close();
  }
}

async function build(location: BenchDbLocation, say: (m: string) => void): Promise<void> {
  await wipe(location);
  const minutes = Math.max(1, Math.round((location.records / defaultBenchRecords) * 8));
  say(
    `building the bench data set (${location.records.toLocaleString('en-US')} index records; about ${minutes} min, once)`,
  );
  const started = Date.now();
  const db = location.open();
  try {
    await migrateToLatest(db.db);
    const result = await generate({
      db: db.db,
      dataDir: benchDataDir,
      size: 'bench',
      records: location.records,
      render: false,
      log: say,
    });
    const now = new Date().toISOString();
    const records = result.counts.index_records ?? 0;
    await writeMarker(db, { migrations: await appliedMigrations(db), records, builtAt: now, indexedAt: now });
    say(`built in ${((Date.now() - started) / 1000).toFixed(0)} s: ${records.toLocaleString('en-US')} index records`);
  } finally {
    await db.close();
  }
}

/** Migrations applied to the bench database whose source differs from what was applied (or was never recorded). */
async function staleMigrations(location: BenchDbLocation, marker: Marker): Promise<string[]> {
  const db = location.open();
  try {
    const applied = await appliedMigrations(db);
    return Object.entries(applied)
      .filter(([name, hash]) => marker.migrations?.[name] !== hash)
      .map(([name]) => name);
  } finally {
    await db.close();
  }
}

const migrationsDir = path.join(repoRoot, 'services', 'src', 'db', 'migrations');

function sourceHash(name: string): string {
  const file = path.join(migrationsDir, `${name}.ts`);
  return fs.existsSync(file)
    ? createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16)
    : 'missing';
}

/** Applied migrations with the hash of their current source. */
async function appliedMigrations({ db }: Db): Promise<Record<string, string>> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`
    .execute(db)
    .catch(() => ({ rows: [] }));
  return Object.fromEntries(rows.map((r) => [r.name, sourceHash(r.name)]));
}

// The marker lives in the database it describes, so it cannot outlive (or survive the loss of) the data.
async function readMarker(location: BenchDbLocation): Promise<Marker | null> {
  if (location.name === 'sqlite' && !fs.existsSync(location.where)) return null;
  const db = location.open();
  try {
    await sql`CREATE TABLE IF NOT EXISTS bench_marker (id INTEGER PRIMARY KEY, value TEXT NOT NULL)`.execute(db.db);
    const { rows } = await sql<{ value: string }>`SELECT value FROM bench_marker WHERE id = 1`.execute(db.db);
    return rows[0] ? (JSON.parse(rows[0].value) as Marker) : null;
  } finally {
    await db.close();
  }
}

async function writeMarker(db: Db, marker: Marker): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS bench_marker (id INTEGER PRIMARY KEY, value TEXT NOT NULL)`.execute(db.db);
  await sql`DELETE FROM bench_marker WHERE id = 1`.execute(db.db);
  await sql`INSERT INTO bench_marker (id, value) VALUES (1, ${JSON.stringify(marker)})`.execute(db.db);
}

/** An incomplete build (interrupted, or from another version) is thrown away whole. */
async function wipe(location: BenchDbLocation): Promise<void> {
  if (location.name === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(location.where + suffix, { force: true });
    return;
  }
  await adminQuery(location.env.DATABASE_URL, `DROP SCHEMA IF EXISTS ${location.where} CASCADE`);
  await adminQuery(location.env.DATABASE_URL, `CREATE SCHEMA ${location.where}`);
}

async function adminQuery(databaseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
