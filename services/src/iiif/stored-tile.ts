import type { OpenFiles } from '../lib/open-files';
import type { RenderPlan } from './image-request';
import type { PyramidPage } from './pyramid-file';
import { scaledRegion } from './render';

const START_OF_IMAGE = 0xffd8;

/**
 * The stored tile a request is exactly, if any: a plain JPEG of one whole 512-pixel tile of a pyramid page, at
 * that page's own scale, upright, in colour. Such a request is answered with the stored bytes, without decoding
 * or encoding anything (as Orthanc's IIIF server sends a pyramid's JPEG tiles). Tiles at the right and bottom
 * edges are stored padded to 512 pixels, so they are cut and encoded like any other render.
 */
export function storedTileOf(page: PyramidPage, plan: RenderPlan): { column: number; row: number } | null {
  const { tiles, factor } = page;
  if (
    !tiles ||
    plan.format !== 'jpg' ||
    (plan.quality !== 'default' && plan.quality !== 'color') ||
    plan.mirror ||
    plan.degrees
  )
    return null;
  const { region, size } = plan;
  const span = tiles.size * factor;
  if (region.width !== span || region.height !== span || size.width !== tiles.size || size.height !== tiles.size)
    return null;
  if (region.left % span || region.top % span) return null;
  const column = region.left / span;
  const row = region.top / span;
  // Whole tiles only: one reaching past the page's edge holds padding.
  if ((column + 1) * tiles.size > page.width || (row + 1) * tiles.size > page.height) return null;
  return { column, row };
}

/** The stored tile the region of a render lies inside at the page's scale, if it lies inside one. */
export function storedTileContaining(page: PyramidPage, plan: RenderPlan): { column: number; row: number } | null {
  const { tiles } = page;
  if (!tiles) return null;
  const scaled = scaledRegion(plan.region, page);
  const column = Math.floor(scaled.left / tiles.size);
  const row = Math.floor(scaled.top / tiles.size);
  if (
    Math.floor((scaled.left + scaled.width - 1) / tiles.size) !== column ||
    Math.floor((scaled.top + scaled.height - 1) / tiles.size) !== row
  )
    return null;
  return { column, row };
}

/**
 * A stored tile as a JPEG file: the page's tables spliced into the tile's abbreviated stream (the tables
 * without their end marker, then the tile without its start marker).
 */
export async function readStoredTile(
  files: OpenFiles,
  page: PyramidPage,
  at: { column: number; row: number },
): Promise<Buffer> {
  const tiles = page.tiles!;
  const index = at.row * tiles.across + at.column;
  const offset = tiles.offsets[index]!;
  const length = tiles.counts[index]!;
  const head = tiles.tables.subarray(0, tiles.tables.length - 2);
  const jpeg = Buffer.allocUnsafe(head.length + length - 2);
  head.copy(jpeg, 0);
  // Read two bytes early: the tile's start marker lands on the tables' last two bytes, which are put back.
  const start = head.length - 2;
  const kept = jpeg.readUInt16BE(start);
  await files.read(page.file, jpeg, start, length, offset);
  if (jpeg.readUInt16BE(start) !== START_OF_IMAGE)
    throw new Error(`stored tile ${index} of ${page.file} is not a JPEG stream`);
  jpeg.writeUInt16BE(kept, start);
  return jpeg;
}
