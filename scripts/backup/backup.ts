import fs from 'node:fs/promises';
import path from 'node:path';
import { backupSqliteFile, migrationLevel, openDb } from '@muster/services/db';
import { type Site, dataEntries, timestamp } from './data-folder';
import { BackupError, MANIFEST, type Manifest, describeFile, filesUnder, newManifest } from './manifest';

export interface BackupOptions extends Site {
  /** The folder to write (it must not exist or be empty); `<repo>/backups/muster-<timestamp>` by default. */
  to: string;
  /** PostgreSQL (DATABASE_URL, DATABASE_SCHEMA): the database is pg_dump's, this backs up the files only. */
  databaseUrl?: string;
  pgSchema?: string;
  /** Leave the database out even on SQLite. */
  filesOnly?: boolean;
  log?: (line: string) => void;
}

/**
 * An online backup: the SQLite database through its backup API while the site runs, then the data folder's files
 * (secrets, scans, uploads, …), then a manifest of every file's size and SHA-256 and the migration level.
 */
export async function backup(options: BackupOptions): Promise<{ folder: string; manifest: Manifest }> {
  const log = options.log ?? (() => undefined);
  const folder = path.resolve(options.to);
  const rel = path.relative(path.resolve(options.dataDir), folder);
  if (!rel.startsWith('..') && !path.isAbsolute(rel))
    throw new BackupError(`the backup folder ${folder} is inside the data folder it backs up; choose another`);
  if ((await fs.readdir(folder).catch(() => [])).length)
    throw new BackupError(`${folder} already holds files; a backup goes into a new or empty folder`);
  // It holds the site's secrets: readable by its owner only.
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });

  let database: Manifest['database'] = { kind: 'postgres' };
  let migration: string | null = null;
  if (options.databaseUrl) {
    const db = openDb({ databaseUrl: options.databaseUrl, pgSchema: options.pgSchema });
    try {
      migration = await migrationLevel(db.db);
    } finally {
      await db.close();
    }
    log('database: PostgreSQL, not copied here: dump it with pg_dump (docs/operations.md "Backups")');
  } else if (!options.filesOnly) {
    if (!options.sqliteFile) throw new BackupError('no SQLite database named to back up');
    await fs.mkdir(path.join(folder, 'database'), { mode: 0o700 });
    const file = `database/${path.basename(options.sqliteFile)}`;
    ({ migration } = await backupSqliteFile(options.sqliteFile, path.join(folder, file)).catch((error: Error) => {
      throw new BackupError(`cannot back up ${options.sqliteFile}: ${error.message}`);
    }));
    database = { kind: 'sqlite', file };
    log(`database: ${options.sqliteFile} (migration ${migration})`);
  }

  const entries = await dataEntries(options);
  await fs.mkdir(path.join(folder, 'data'), { mode: 0o700 });
  for (const entry of entries) {
    await fs.cp(path.join(options.dataDir, entry), path.join(folder, 'data', entry), {
      recursive: true,
      preserveTimestamps: true,
    });
  }
  const files = [];
  for (const rel of await filesUnder(folder)) files.push(await describeFile(folder, rel));
  const manifest = newManifest({ database, migration, entries, files });
  await fs.writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  log(`files: ${entries.join(', ') || 'none'} (${files.length} files, ${(bytes / 1e6).toFixed(1)} MB in all)`);
  return { folder, manifest };
}

export function defaultBackupFolder(repoRoot: string): string {
  return path.join(repoRoot, 'backups', `muster-${timestamp()}`);
}
