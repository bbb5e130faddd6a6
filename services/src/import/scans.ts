import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { UploadRejected, prepareScan, storeScan } from '../gallery/upload-file';
import { insertRoll, nextImageId, nextOrdinal } from '../gallery/upload-home';
import { dropScan } from '../image-admin/scan-revision';
import { pyramidDirOf, pyramidPathFor, writePyramid } from '../iiif/pyramid-file';
import { giveWay } from './busy-gate';
import { mappingFor } from './import-fields';
import { type ImportSettings, filtered } from './import-settings';
import type { ImportRow } from './import.table';
import { readRows } from './read-rows';
import { type ScansSource, openScans } from './scans-source';

type Db = Kysely<Database>;

export interface ScanLimits {
  /** Largest scan file read (IMPORT_SCAN_MAX_BYTES; members' 25 MB upload limit by default). */
  maxBytes: number;
  /** Most files a ZIP or folder may hold (IMPORT_SCANS_MAX_FILES, 100,000 by default). */
  maxFiles: number;
}

/** A row's file name → the image made of it, or why none could be (a sentence for the row's finding). */
export type ScanMatches = Map<string, number | string>;

/** Where an imported scan lives, relative to the data directory. */
export const importScanPath = (importId: number, imageId: number) =>
  path.posix.join('uploads', 'imports', String(importId), `${imageId}.jpg`);

const titleOf = (name: string) => path.posix.basename(name).replace(/\.[^.]+$/, '');

/**
 * The scans phase of an import, before its rows: reads the rows once for the file names they name (and their roll),
 * then stores each named scan the members' way (prepareScan: the bytes decide the type, orientation applied, one
 * JPEG), as an image of the publication in its roll, and writes its tile pyramid. Keyed by import + file name
 * (`import_scans`), so a resumed job skips what it stored and finishes a pyramid it had not written. Answers the
 * matches for the row checks, or 'stopped' when the process is stopping or the import was cancelled.
 */
export async function tileScans(
  db: Db,
  imp: ImportRow,
  settings: ImportSettings,
  { dataDir, limits, signal, busy }: { dataDir: string; limits: ScanLimits; signal?: AbortSignal; busy: () => boolean },
): Promise<ScanMatches | 'stopped'> {
  const matches: ScanMatches = new Map();
  const named = new Map<string, string>();
  let mapping: ReturnType<typeof mappingFor> | null = null;
  for await (const { row, cells } of readRows(imp.source_path, imp.format)) {
    mapping ??= mappingFor(Object.keys(cells), settings.mapping);
    if (settings.firstRecords > 0 && row > settings.firstRecords) break;
    if (filtered(settings.filters, cells)) continue;
    const fileColumn = Object.keys(mapping).find((c) => mapping![c] === 'image_file');
    if (!fileColumn) break;
    const rollColumn = Object.keys(mapping).find((c) => mapping![c] === 'roll');
    const file = (cells[fileColumn] ?? '').trim();
    const roll = (rollColumn && cells[rollColumn]?.trim()) || imp.file_name;
    if (file && !named.has(file)) named.set(file, roll);
  }
  if (named.size === 0 || !imp.scans_path) return matches;

  const source = await openScans(imp.scans_path, limits.maxFiles);
  try {
    const present = [...named].flatMap(([file, roll]) => {
      if (source.unsafe(file)) {
        matches.set(file, `"${file}" leaves the folder of scans; name the file by its place inside it`);
        return [];
      }
      const stored = source.find(file);
      return stored ? [{ file, stored, roll }] : [];
    });
    await db.updateTable('imports').set({ scans_total: present.length }).where('id', '=', imp.id).execute();
    const done = new Map(
      (await db.selectFrom('import_scans').selectAll().where('import_id', '=', imp.id).execute()).map((s) => [
        s.file_name,
        s,
      ]),
    );
    for (const { file, stored, roll } of present) {
      if (settings.validateOnly) {
        matches.set(file, 0);
        continue;
      }
      // Keyed by the stored name: two rows naming one file by its path and by its base name share one page.
      let scan = done.get(stored);
      if (!scan) {
        const made = await storeOne(db, imp, source, stored, roll, { dataDir, limits }).catch(() =>
          // Ids are the highest plus one, as members' uploads take them: a page made at the same moment elsewhere
          // fails this transaction, and the second try takes the next id.
          storeOne(db, imp, source, stored, roll, { dataDir, limits }),
        );
        scan = { import_id: imp.id, file_name: stored, tiled: 0, ...made };
        done.set(stored, scan);
      }
      if (scan.problem !== null) {
        matches.set(file, scan.problem);
        continue;
      }
      if (!scan.tiled) {
        const full = path.join(dataDir, scan.file_path!);
        const pyramid = pyramidPathFor(pyramidDirOf(dataDir), dataDir, full);
        await dropPartials(pyramid);
        await writePyramid(full, pyramid);
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('import_scans')
            .set({ tiled: 1 })
            .where('import_id', '=', imp.id)
            .where('file_name', '=', stored)
            .execute();
          await trx
            .updateTable('imports')
            .set((eb) => ({ scans_tiled: eb('scans_tiled', '+', 1) }))
            .where('id', '=', imp.id)
            .execute();
        });
        scan.tiled = 1;
      }
      matches.set(file, scan.image_id!);
      await giveWay(busy);
      if (signal?.aborted) return 'stopped';
      const held = await db
        .selectFrom('imports')
        .select('cancel_requested')
        .where('id', '=', imp.id)
        .executeTakeFirst();
      if (held?.cancel_requested) return matches;
    }
  } finally {
    source.close();
  }
  return matches;
}

/**
 * A process killed while it wrote a pyramid leaves its half file beside the target (`{target}.{pid}.partial`,
 * writePyramid's); the resumed job, which writes that scan's pyramid again, removes it first so none is left behind.
 */
async function dropPartials(target: string): Promise<void> {
  const prefix = `${path.basename(target)}.`;
  const names = await fs.readdir(path.dirname(target)).catch(() => [] as string[]);
  for (const name of names)
    if (name.startsWith(prefix) && name.endsWith('.partial'))
      await fs.rm(path.join(path.dirname(target), name), { force: true });
}

async function storeOne(
  db: Db,
  imp: ImportRow,
  source: ScansSource,
  stored: string,
  roll: string,
  { dataDir, limits }: { dataDir: string; limits: ScanLimits },
): Promise<{ image_id: number | null; file_path: string | null; problem: string | null }> {
  const file = stored;
  let problem: string | null = null;
  let prepared: Awaited<ReturnType<typeof prepareScan>> | null = null;
  const bytes = await source.read(stored, limits.maxBytes);
  if (bytes === 'too-large')
    problem = `"${file}" is larger than ${Math.floor(limits.maxBytes / 1024 ** 2)} MB, the most a scan may be`;
  else
    try {
      prepared = await prepareScan(bytes);
    } catch (err) {
      if (!(err instanceof UploadRejected)) throw err;
      problem = `"${file}" is not a scan we can store: ${err.message}`;
    }
  const now = new Date().toISOString();
  let written: string | null = null;
  try {
    return await db.transaction().execute(async (trx) => {
      const row = { import_id: imp.id, file_name: file };
      if (!prepared) {
        await trx
          .insertInto('import_scans')
          .values({ ...row, image_id: null, file_path: null, problem })
          .execute();
        return { image_id: null, file_path: null, problem };
      }
      const rollId = await rollOf(trx, imp, roll, now);
      const id = await nextImageId(trx);
      const filePath = importScanPath(imp.id, id);
      const title = titleOf(file);
      await trx
        .insertInto('images')
        .values({
          id,
          publication_id: imp.publication_id,
          roll_id: rollId,
          ordinal: await nextOrdinal(trx, rollId),
          title,
          short_title: title,
          width: prepared.width,
          height: prepared.height,
          file_path: filePath,
          hand: 'photo',
          has_ocr: 0,
          ocr_text: '',
          ocr_words: '[]',
          view_count: 0,
          created: now,
          last_modified: now,
        })
        .execute();
      await trx
        .insertInto('import_scans')
        .values({ ...row, image_id: id, file_path: filePath, problem: null })
        .execute();
      // The file is in place before the image row commits, so no page ever names a missing scan.
      await storeScan(dataDir, filePath, prepared.jpeg);
      written = filePath;
      return { image_id: id, file_path: filePath, problem: null };
    });
  } catch (err) {
    if (written) await dropScan(dataDir, written);
    throw err;
  }
}

/** The import's roll of this name: made on first use (one per roll column value, or one named after the file). */
async function rollOf(trx: Db, imp: ImportRow, name: string, now: string): Promise<number> {
  const known = await trx
    .selectFrom('import_rolls')
    .select('roll_id')
    .where('import_id', '=', imp.id)
    .where('name', '=', name)
    .executeTakeFirst();
  if (known) return known.roll_id;
  const id = await insertRoll(trx, imp.publication_id, name, now);
  await trx.insertInto('import_rolls').values({ import_id: imp.id, name, roll_id: id }).execute();
  return id;
}

/**
 * Undo of an import's scans, after its records are gone: removes the images it made that no record hangs on any more
 * (a record kept for a memorial keeps its page), their files and pyramids, and its rolls left empty.
 */
export async function undoScans(db: Db, dataDir: string, importId: number): Promise<{ removed: number; kept: number }> {
  const scans = await db
    .selectFrom('import_scans')
    .select(['image_id', 'file_path'])
    .where('import_id', '=', importId)
    .where('image_id', 'is not', null)
    .execute();
  const gone: { image_id: number | null; file_path: string | null }[] = [];
  await db.transaction().execute(async (trx) => {
    for (const scan of scans) {
      const used = await trx
        .selectFrom('index_records')
        .select('id')
        .where('image_id', '=', scan.image_id!)
        .limit(1)
        .executeTakeFirst();
      if (used) continue;
      await trx.deleteFrom('hidden_images').where('image_id', '=', scan.image_id!).execute();
      await trx.deleteFrom('images').where('id', '=', scan.image_id!).execute();
      gone.push(scan);
    }
    const rolls = await trx.selectFrom('import_rolls').select('roll_id').where('import_id', '=', importId).execute();
    for (const { roll_id } of rolls) {
      const left = await trx
        .selectFrom('images')
        .select('id')
        .where('roll_id', '=', roll_id)
        .limit(1)
        .executeTakeFirst();
      if (!left) await trx.deleteFrom('rolls').where('id', '=', roll_id).execute();
    }
    await trx.deleteFrom('import_rolls').where('import_id', '=', importId).execute();
    await trx.deleteFrom('import_scans').where('import_id', '=', importId).execute();
  });
  for (const scan of gone) await dropScan(dataDir, scan.file_path!);
  // The import's folder goes once empty (a kept page keeps it).
  await fs.rmdir(path.join(dataDir, 'uploads', 'imports', String(importId))).catch(() => undefined);
  return { removed: gone.length, kept: scans.length - gone.length };
}
