// The tiles bench's data (docs/performance.md "Tiles"): the generator's tiny demo set, rendered once under
// data/bench/tiles, of which the first 20 page scans are served by both image servers. Both serve tiles from
// the same tiled pyramidal TIFFs, made ahead from the JPEG scans by the services' own writePyramid (512-pixel
// JPEG-compressed tiles, as IIPImage's documentation suggests, and Muster's tile size): Muster's where its image
// service keeps them (pyramids/), and a copy of each for IIPImage under tiff/.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openDb, repoRoot, migrateToLatest } from '@muster/services/db';
import { pyramidPathFor, writePyramid } from '@muster/services/iiif';
import { generate } from '../data/generate';

export const tilesBenchDir = path.join(repoRoot, 'data', 'bench', 'tiles');
const sqliteFile = path.join(tilesBenchDir, 'muster.sqlite');
const readyFile = path.join(tilesBenchDir, 'ready.json');
export const tiffDir = path.join(tilesBenchDir, 'tiff');
const pyramidDir = path.join(tilesBenchDir, 'pyramids');

export interface BenchScan {
  imageId: number;
  width: number;
  height: number;
  /** The JPEG scan Muster serves. */
  file: string;
  /** Its pyramidal TIFF for IIPImage, named relative to tiffDir. */
  tiff: string;
}

export interface TilesBenchData {
  dataDir: string;
  /** What the services process needs to serve this data (services/src/main.ts). */
  env: Record<string, string>;
  scans: BenchScan[];
}

export async function prepareTilesBenchData(options: {
  scans: number;
  regenerate: boolean;
  log: (m: string) => void;
}): Promise<TilesBenchData> {
  const { log } = options;
  const migrations = migrationsHash();
  const ready = fs.existsSync(readyFile)
    ? (JSON.parse(fs.readFileSync(readyFile, 'utf8')) as { migrations?: string })
    : null;
  // The demo set takes seconds to make: built again under any changed migration, rather than migrated, so a
  // migration edited after it ran here (a placeholder filled in) cannot leave a table missing.
  if (options.regenerate || ready?.migrations !== migrations) {
    fs.rmSync(tilesBenchDir, { recursive: true, force: true });
    fs.mkdirSync(tilesBenchDir, { recursive: true });
    log(`generating the tiny demo set with its scans into ${path.relative(repoRoot, tilesBenchDir)}`);
    const fresh = openDb({ sqliteFile });
    try {
      await migrateToLatest(fresh.db);
      await generate({ db: fresh.db, dataDir: tilesBenchDir, size: 'tiny' });
    } finally {
      await fresh.close();
    }
    fs.writeFileSync(readyFile, JSON.stringify({ built: new Date().toISOString(), migrations }));
  }
  const { db, close } = openDb({ sqliteFile });
  let rows;
  try {
    // Both servers answer anyone here: the bench measures serving, and IIPImage has no access control.
    // Muster still runs its signature and access checks on every tile, as for a visitor on an open publication.
    await db.updateTable('publications').set({ access_level: 'PUBLIC' }).execute();
    rows = await db
      .selectFrom('images')
      .select(['id', 'file_path', 'width', 'height'])
      .where('file_path', 'like', 'scans/%')
      .orderBy('id')
      .limit(options.scans)
      .execute();
  } finally {
    await close();
  }
  if (rows.length < options.scans)
    throw new Error(`the bench data has ${rows.length} page scans, fewer than the ${options.scans} asked for`);
  fs.mkdirSync(tiffDir, { recursive: true });
  const scans: BenchScan[] = [];
  let made = 0;
  for (const row of rows) {
    const file = path.join(tilesBenchDir, row.file_path);
    const tiff = `${row.id}.tif`;
    const target = path.join(tiffDir, tiff);
    const pyramid = pyramidPathFor(pyramidDir, tilesBenchDir, file);
    if (!fs.existsSync(pyramid) || fs.statSync(pyramid).mtimeMs < fs.statSync(file).mtimeMs || !fs.existsSync(target)) {
      await writePyramid(file, pyramid);
      // IIPImage reads a copy of the very same file.
      fs.copyFileSync(pyramid, `${target}.tmp`);
      fs.renameSync(`${target}.tmp`, target);
      made++;
    }
    scans.push({ imageId: row.id, width: row.width, height: row.height, file, tiff });
  }
  if (made)
    log(
      `made ${made} pyramidal TIFFs under ${path.relative(repoRoot, pyramidDir)}, copied for IIPImage under ${path.relative(repoRoot, tiffDir)}`,
    );
  return {
    dataDir: tilesBenchDir,
    env: { SQLITE_FILE: sqliteFile, DATA_DIR: tilesBenchDir, IIIF_PYRAMID_DIR: pyramidDir },
    scans,
  };
}

function migrationsHash(): string {
  const dir = path.join(repoRoot, 'services', 'src', 'db', 'migrations');
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(dir).sort()) hash.update(name).update(fs.readFileSync(path.join(dir, name)));
  hash.update(fs.readFileSync(path.join(dir, '..', 'migrate.ts')));
  return hash.digest('hex');
}
