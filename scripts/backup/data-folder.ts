import fs from 'node:fs/promises';
import path from 'node:path';
import { SQLITE_SIDE_FILES } from '@muster/services/db';

/** Where one site keeps its state: the data folder and, on the embedded default, the SQLite file. */
export interface Site {
  dataDir: string;
  /** The SQLite database; absent when the site runs on PostgreSQL (DATABASE_URL). */
  sqliteFile?: string;
}

/** Caches rebuilt on demand (IIIF tiles, PDFs): not worth their room in a backup. */
const REBUILT = new Set(['cache']);
/** The folders a restore works in, beside what it replaces (restore.ts). */
export const WORK_PREFIXES = ['.restore-', '.replaced-'];

/**
 * The data folder's top-level entries a backup holds: everything (secrets, scans, uploads, imports, pyramids)
 * but the database's own files, which are copied through SQLite's backup API instead, and the caches.
 */
export async function dataEntries(site: Site): Promise<string[]> {
  const names = await fs.readdir(site.dataDir).catch(() => [] as string[]);
  const dbFiles = new Set<string>();
  if (site.sqliteFile && path.dirname(path.resolve(site.sqliteFile)) === path.resolve(site.dataDir)) {
    const base = path.basename(site.sqliteFile);
    for (const suffix of ['', ...SQLITE_SIDE_FILES]) dbFiles.add(base + suffix);
  }
  return names
    .filter((name) => !REBUILT.has(name) && !dbFiles.has(name) && !WORK_PREFIXES.some((p) => name.startsWith(p)))
    .sort();
}

/** A stamp for folder names, sortable and free of colons: 20261127T143012Z. */
export function timestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}
