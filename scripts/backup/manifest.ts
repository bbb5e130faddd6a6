import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export const MANIFEST = 'manifest.json';
const FORMAT = 'muster-backup';
const VERSION = 1;

export interface BackedUpFile {
  /** Path inside the backup folder, with forward slashes: `database/muster.sqlite` or `data/scans/…`. */
  path: string;
  bytes: number;
  sha256: string;
  /** Permission bits, kept so the secrets file is restored readable by its owner only. */
  mode: number;
}

export interface Manifest {
  format: typeof FORMAT;
  version: typeof VERSION;
  createdAt: string;
  /** The database part: the embedded SQLite copy, or PostgreSQL's (dumped by pg_dump, not in this folder). */
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres' };
  /** The last migration applied to the database when the backup was made. */
  migration: string | null;
  /** The data folder's top-level entries the backup holds (`dev-secrets.json`, `scans`, `uploads`, …). */
  entries: string[];
  files: BackedUpFile[];
}

export function newManifest(fields: Omit<Manifest, 'format' | 'version' | 'createdAt'>): Manifest {
  return { format: FORMAT, version: VERSION, createdAt: new Date().toISOString(), ...fields };
}

export async function describeFile(folder: string, rel: string): Promise<BackedUpFile> {
  const full = path.join(folder, ...rel.split('/'));
  const stat = await fs.stat(full);
  return { path: rel, bytes: stat.size, sha256: await sha256Of(full), mode: stat.mode & 0o777 };
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Files under `dir`, as paths relative to it with forward slashes, in a stable order. */
export async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (rel: string) => {
    const entries = await fs.readdir(path.join(dir, rel), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  await walk('');
  return found;
}

export class BackupError extends Error {}

/**
 * Reads and checks a backup folder before anything is changed: the manifest's shape, that no path leaves the
 * folder, and every file's size and SHA-256. Throws a BackupError naming the first problem.
 */
export async function verifiedManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST);
  const text = await fs.readFile(file, 'utf8').catch(() => {
    throw new BackupError(`no backup at ${folder}: ${MANIFEST} is missing`);
  });
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new BackupError(`${file} is not valid JSON: the backup is damaged`);
  }
  if (manifest?.format !== FORMAT || manifest.version !== VERSION || !Array.isArray(manifest.files))
    throw new BackupError(`${file} is not a Muster backup manifest (format ${FORMAT}, version ${VERSION})`);
  if (!Array.isArray(manifest.entries) || manifest.entries.some((e) => typeof e !== 'string' || !safe(e)))
    throw new BackupError(`${file} names data entries outside the data folder`);
  for (const entry of manifest.files) {
    if (typeof entry?.path !== 'string' || !safe(entry.path))
      throw new BackupError(`${file} names a file outside the backup folder: ${String(entry?.path)}`);
    const full = path.join(folder, ...entry.path.split('/'));
    const stat = await fs.stat(full).catch(() => null);
    if (!stat?.isFile()) throw new BackupError(`${entry.path} is missing from the backup`);
    if (stat.size !== entry.bytes)
      throw new BackupError(`${entry.path} has ${stat.size} bytes, the manifest says ${entry.bytes}`);
    if ((await sha256Of(full)) !== entry.sha256)
      throw new BackupError(`${entry.path} does not match its checksum in the manifest: the backup is damaged`);
  }
  const database = manifest.database;
  if (database?.kind === 'sqlite' && !manifest.files.some((f) => f.path === database.file))
    throw new BackupError(`${file} names no database file`);
  if (database?.kind !== 'sqlite' && database?.kind !== 'postgres')
    throw new BackupError(`${file} does not say which database the backup is of`);
  return manifest;
}

/** A relative path with forward slashes that stays inside its folder. */
function safe(rel: string): boolean {
  return (
    !!rel && !rel.startsWith('/') && !rel.includes('\\') && rel.split('/').every((p) => p && p !== '..' && p !== '.')
  );
}
