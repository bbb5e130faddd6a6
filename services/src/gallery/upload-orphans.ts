import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { pyramidDirOf } from '../iiif/pyramid-file';

/** Where members' upload scans live under the data directory (upload-file.ts uploadPath). */
const UPLOADS = path.posix.join('uploads', 'members');

/**
 * How old a file must be before the sweep may take it for an orphan: an upload in flight on another process has
 * written its scan and not yet committed (UPLOAD_ORPHAN_GRACE_MS, ten minutes by default; a transaction never
 * lasts that long).
 */
export const orphanGraceMs = (env = process.env) =>
  env.UPLOAD_ORPHAN_GRACE_MS ? Number(env.UPLOAD_ORPHAN_GRACE_MS) : 10 * 60 * 1000;

async function entries(dir: string): Promise<string[]> {
  return fs.readdir(dir).catch(() => [] as string[]);
}

/**
 * Removes what a killed upload left without its rows: a scan no page points at (written before a commit that never
 * came), a temporary scan, and a pyramid (or half-written pyramid) whose scan is gone. Answers the files removed.
 */
export async function sweepUploadOrphans(db: Kysely<Database>, dataDir: string, graceMs: number): Promise<string[]> {
  const before = Date.now() - graceMs;
  const old = async (file: string) => ((await fs.stat(file).catch(() => undefined))?.mtimeMs ?? Infinity) < before;
  const removed: string[] = [];
  const remove = async (file: string) => {
    await fs.rm(file, { force: true });
    removed.push(file);
  };
  for (const owner of await entries(path.join(dataDir, UPLOADS))) {
    const folder = path.posix.join(UPLOADS, owner);
    const names = await entries(path.join(dataDir, folder));
    const scans = names.filter((n) => n.endsWith('.jpg')).map((n) => path.posix.join(folder, n));
    const used = new Set<string>();
    for (let i = 0; i < scans.length; i += 500) {
      const rows = await db
        .selectFrom('images')
        .select('file_path')
        .where('file_path', 'in', scans.slice(i, i + 500))
        .execute();
      for (const row of rows) used.add(row.file_path);
    }
    for (const name of names) {
      const file = path.join(dataDir, folder, name);
      const orphan = name.endsWith('.tmp') || (name.endsWith('.jpg') && !used.has(path.posix.join(folder, name)));
      if (orphan && (await old(file))) await remove(file);
    }
  }
  const pyramids = path.join(pyramidDirOf(dataDir), UPLOADS);
  for (const owner of await entries(pyramids)) {
    for (const name of await entries(path.join(pyramids, owner))) {
      const file = path.join(pyramids, owner, name);
      const scan = path.join(dataDir, UPLOADS, owner, name.replace(/\.tif(\.\d+\.partial)?$/, ''));
      const gone = !(await fs.stat(scan).catch(() => undefined));
      if ((name.endsWith('.partial') && (await old(file))) || (name.endsWith('.tif') && gone)) await remove(file);
    }
  }
  return removed;
}
