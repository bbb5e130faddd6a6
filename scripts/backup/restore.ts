import fs from 'node:fs/promises';
import path from 'node:path';
import { MIGRATION_NAMES, SQLITE_SIDE_FILES, sqliteInUse } from '@muster/services/db';
import { type Site, dataEntries, timestamp } from './data-folder';
import { BackupError, type Manifest, verifiedManifest } from './manifest';

export interface RestoreOptions extends Site {
  /** The backup folder (with its manifest.json). */
  from: string;
  /** Restore the files only (the site runs on PostgreSQL, restored with pg_restore). */
  filesOnly?: boolean;
  log?: (line: string) => void;
}

/**
 * Puts a backup back: checks the whole backup first (manifest, sizes, checksums, migration level) and that no
 * process has the database open, copies it beside the live data, then swaps entry by entry, so a refusal or a
 * failed copy changes nothing. The data folder ends equal to the backup: what was added since is gone too.
 */
export async function restore(options: RestoreOptions): Promise<Manifest> {
  const log = options.log ?? (() => undefined);
  const from = path.resolve(options.from);
  const manifest = await verifiedManifest(from);
  if (manifest.migration && !MIGRATION_NAMES.includes(manifest.migration))
    throw new BackupError(
      `the backup was made at migration ${manifest.migration}, which this checkout does not know: restore it with the newer code`,
    );
  const withDatabase = manifest.database.kind === 'sqlite' && !options.filesOnly && !!options.sqliteFile;
  if (manifest.database.kind === 'sqlite' && !withDatabase)
    log('database: left as it is (files only); the backup holds a SQLite copy');
  if (manifest.database.kind === 'postgres')
    log('database: restore it with pg_restore (docs/operations.md "Backups"); restoring the files only');
  const running = () => {
    if (options.sqliteFile && sqliteInUse(options.sqliteFile))
      throw new BackupError(
        `Muster is running on ${options.dataDir} (${options.sqliteFile} is open in another process): stop it, then restore`,
      );
  };
  running();
  if (!options.sqliteFile) log('cannot tell whether the site is running on PostgreSQL: make sure it is stopped');

  const stamp = timestamp();
  const staging = path.join(options.dataDir, `.restore-${stamp}`);
  const replaced = path.join(options.dataDir, `.replaced-${stamp}`);
  const moved: { from: string; to: string }[] = [];
  const move = async (source: string, target: string) => {
    await fs.rename(source, target);
    moved.push({ from: source, to: target });
  };
  try {
    // 1. Copies beside the live data, on the same file system, so the swap below is renames only.
    await fs.mkdir(staging, { recursive: true, mode: 0o700 });
    for (const entry of manifest.entries) {
      const source = path.join(from, 'data', entry);
      if (await exists(source))
        await fs.cp(source, path.join(staging, entry), { recursive: true, preserveTimestamps: true });
    }
    for (const file of manifest.files.filter((f) => f.path.startsWith('data/')))
      await fs.chmod(path.join(staging, ...file.path.slice('data/'.length).split('/')), file.mode);
    // Named as a work file, so the swap below does not take it for an entry of the data folder.
    const dbCopy = withDatabase ? dbCopyOf(options.sqliteFile!, stamp) : undefined;
    if (dbCopy && manifest.database.kind === 'sqlite')
      await fs.copyFile(path.join(from, ...manifest.database.file.split('/')), dbCopy);

    // 2. The swap: what is there now goes aside, the copies take its place.
    running();
    await fs.mkdir(replaced, { mode: 0o700 });
    for (const entry of await dataEntries(options))
      await move(path.join(options.dataDir, entry), path.join(replaced, entry));
    if (dbCopy && options.sqliteFile) {
      for (const suffix of ['', ...SQLITE_SIDE_FILES]) {
        const file = options.sqliteFile + suffix;
        if (await exists(file)) await move(file, path.join(replaced, `database${suffix}`));
      }
      await move(dbCopy, options.sqliteFile);
    }
    for (const entry of await fs.readdir(staging))
      await move(path.join(staging, entry), path.join(options.dataDir, entry));
  } catch (error) {
    // Back as it was: every rename undone in reverse order, the copies dropped.
    for (const step of moved.reverse()) await fs.rename(step.to, step.from).catch(() => undefined);
    if (options.sqliteFile) await fs.rm(dbCopyOf(options.sqliteFile, stamp), { force: true });
    await fs.rm(staging, { recursive: true, force: true });
    await fs.rm(replaced, { recursive: true, force: true });
    throw error;
  }
  await fs.rm(staging, { recursive: true, force: true });
  await fs.rm(replaced, { recursive: true, force: true });
  log(
    `restored ${manifest.entries.join(', ')}${withDatabase ? ' and the database' : ''} from ${from} (${manifest.createdAt})`,
  );
  return manifest;
}

const dbCopyOf = (sqliteFile: string, stamp: string) =>
  path.join(path.dirname(sqliteFile), `.restore-${stamp}-${path.basename(sqliteFile)}`);

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );
