import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { UploadRejected, prepareScan, removeScan, storeScan } from '../gallery/upload-file';
import { scanFile } from '../image-data/scan-file';
import { type ManagedImage, dropRegions, scanInUse, setScan, turnRegions } from './image-admin.queries';
import { type QuarterTurn, dropScan, revisionPath, turnedScan } from './scan-revision';

/** A replacement refused: not an image, too many pixels, too large (the members' upload checks). */
export class ImageRejected extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Puts a new scan file in place of a page's: written under the next revision's path, then the row points at it in
 * one transaction with its regions (turned with a turn, reset to the whole page by a replacement), then the old file
 * and its pyramid are dropped unless another page shares them. A failure leaves the page on its old scan and removes
 * the new file. Answers the scan and how many regions a replacement reset.
 */
async function swapScan(
  db: Kysely<Database>,
  dataDir: string,
  image: ManagedImage,
  scan: { jpeg: Buffer; width: number; height: number },
  stamp: string,
  turn?: QuarterTurn,
) {
  const filePath = revisionPath(image.file_path, image.revision + 1);
  await storeScan(dataDir, filePath, scan.jpeg);
  let regionsReset = 0;
  try {
    await db.transaction().execute(async (tx) => {
      if (turn) await turnRegions(tx, image, turn);
      else regionsReset = await dropRegions(tx, image, scan);
      await setScan(tx, image, { filePath, width: scan.width, height: scan.height }, stamp);
    });
  } catch (err) {
    await removeScan(dataDir, filePath);
    throw err;
  }
  if (filePath !== image.file_path && !(await scanInUse(db, image.file_path))) await dropScan(dataDir, image.file_path);
  return { ...scan, regionsReset };
}

/** Replaces a page's scan with an uploaded file, decoded and checked as members' uploads are. */
export async function replaceScan(
  db: Kysely<Database>,
  dataDir: string,
  image: ManagedImage,
  body: Buffer,
  stamp: string,
) {
  let scan;
  try {
    scan = await prepareScan(body);
  } catch (err) {
    throw err instanceof UploadRejected ? new ImageRejected(err.status, err.code, err.message) : err;
  }
  return swapScan(db, dataDir, image, scan, stamp);
}

/** Turns a page's scan clockwise for good, with its regions; null when its file is missing. */
export async function rotateScan(
  db: Kysely<Database>,
  dataDir: string,
  image: ManagedImage,
  degrees: QuarterTurn,
  stamp: string,
) {
  const source = await scanFile(dataDir, image.file_path);
  if (!source) return null;
  return swapScan(db, dataDir, image, await turnedScan(source.file, degrees), stamp, degrees);
}
