import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { pyramidDirOf, pyramidPathFor } from '../iiif/pyramid-file';

/** Quarter turns staff may give a scan for good. */
export type QuarterTurn = 90 | 180 | 270;

/**
 * Where revision `revision` of a scan is stored: beside the first one, `.r{n}` before the extension. A new path per
 * revision means every cache keyed by the file (tile cache, decoded levels, pyramids, thumbnails) misses at once.
 */
export function revisionPath(filePath: string, revision: number): string {
  const parsed = path.posix.parse(filePath.replace(/\.r\d+(\.[^./]+)$/, '$1'));
  return path.posix.join(parsed.dir, `${parsed.name}.r${revision}.jpg`);
}

/** The scan turned clockwise for good, as a JPEG at the quality uploads are kept at. */
export async function turnedScan(file: string, degrees: QuarterTurn) {
  const { data, info } = await sharp(file)
    .rotate(degrees)
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}

type Rect = { x: number; y: number; w: number; h: number };

/** A region of a width × height page, where it lies once the page is turned clockwise. */
export function turnRect(rect: Rect, page: { width: number; height: number }, degrees: QuarterTurn): Rect {
  const { x, y, w, h } = rect;
  if (degrees === 90) return { x: page.height - y - h, y: x, w: h, h: w };
  if (degrees === 180) return { x: page.width - x - w, y: page.height - y - h, w, h };
  return { x: y, y: page.width - x - w, w: h, h: w };
}

/**
 * Drops what was made from a scan no page uses any more: the file and its stored tile pyramid. Rendered copies in
 * the tile cache are keyed by the file and are never asked for again; the cache evicts them in its own time.
 */
export async function dropScan(dataDir: string, filePath: string): Promise<void> {
  const file = path.join(dataDir, filePath);
  await fs.rm(file, { force: true });
  await fs.rm(pyramidPathFor(pyramidDirOf(dataDir), dataDir, file), { force: true });
}
