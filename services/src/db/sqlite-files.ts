import fs from 'node:fs';
import Sqlite from 'better-sqlite3';

/** The files SQLite keeps beside a database in WAL mode; a copy of the database alone is not one of them. */
export const SQLITE_SIDE_FILES = ['-wal', '-shm', '-journal'] as const;

/**
 * Copies a database that may be in use (SQLite's online backup API through better-sqlite3): the copy is one
 * consistent state, taken while the services go on reading and writing.
 */
export async function backupSqliteFile(file: string, destination: string): Promise<{ migration: string | null }> {
  const source = new Sqlite(file, { fileMustExist: true });
  try {
    // Read first: a migration applied during the copy would be in it, and a restore only ever migrates forward.
    const hasTable = source.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'kysely_migration'`).get();
    const last = hasTable
      ? (source.prepare('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1').get() as
          { name: string } | undefined)
      : undefined;
    await source.backup(destination);
    return { migration: last?.name ?? null };
  } finally {
    source.close();
  }
}

/**
 * Whether another process has the database open. Muster's connections keep it open in WAL mode, which holds a
 * shared lock for as long as they live; exclusive locking mode is refused at once while any of them does.
 */
export function sqliteInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const probe = new Sqlite(file, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    probe.close();
  }
}
