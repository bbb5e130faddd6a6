import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { decode as readTiffDirectories } from 'tiff';
import { LruCache } from '@muster/contract/node';
import { OpenFiles } from '../lib/open-files';
import { TILE_SIZE } from './info';

/** One page of a scan's pyramidal TIFF: the scan `factor` times smaller on each side. */
export interface PyramidPage {
  file: string;
  page: number;
  width: number;
  height: number;
  factor: number;
  /** Where each stored JPEG tile lies in the file, row by row, when they can be sent as they are. */
  tiles?: StoredTiles;
}

export interface StoredTiles {
  size: number;
  across: number;
  offsets: ArrayLike<number>;
  counts: ArrayLike<number>;
  /** The page's JPEGTables: quantisation and Huffman tables every tile's abbreviated JPEG stream leaves out. */
  tables: Buffer;
}

/** JPEG quality of the stored tiles: a little above the served tiles' 82, so a re-encoded edge tile loses little. */
export const PYRAMID_QUALITY = 85;

const TIFF_JPEG = 7;
const PHOTOMETRIC_YCBCR = 6;
const JPEG_TABLES = 347;

/**
 * Writes a scan's tiled pyramidal TIFF: 512-pixel JPEG tiles (the tile size of info.json) at full size, ½, ¼, …
 * until the page fits one tile, each level a TIFF page. It is the source IIPImage serves from: a tile is then
 * the one stored tile it covers, sent as stored or decoded and cut, instead of a decode of the whole scan.
 * Written beside and renamed into place, so a reader never sees half a file.
 */
export async function writePyramid(source: string, target: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  try {
    await sharp(source)
      // Below quality 90 libvips stores YCbCr with subsampled chroma, as a plain JPEG file would be, so a
      // stored tile is a browser-ready JPEG once its tables are put back (stored-tile.ts).
      .tiff({
        tile: true,
        tileWidth: TILE_SIZE,
        tileHeight: TILE_SIZE,
        pyramid: true,
        compression: 'jpeg',
        quality: PYRAMID_QUALITY,
      })
      .toFile(partial);
    await fs.promises.rename(partial, target);
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}

/** The pyramids' directory: IIIF_PYRAMID_DIR, by default <dataDir>/pyramids. */
export function pyramidDirOf(dataDir: string): string {
  return process.env.IIIF_PYRAMID_DIR || path.join(dataDir, 'pyramids');
}

/** IIIF_PYRAMIDS: `auto` (the default) builds missing pyramids in the background, `off` never does. */
export function buildMissingPyramids(): boolean {
  const value = process.env.IIIF_PYRAMIDS || 'auto';
  if (value !== 'auto' && value !== 'off') throw new Error(`IIIF_PYRAMIDS must be auto or off, not "${value}"`);
  return value === 'auto';
}

/** Where the pyramid of a scan under dataDir is kept: the same relative path under `dir`, plus `.tif`. */
export function pyramidPathFor(dir: string, dataDir: string, file: string): string {
  return path.join(dir, `${path.relative(path.resolve(dataDir), file)}.tif`);
}

export interface PyramidFilesOptions {
  /** The directory of pyramids, e.g. <dataDir>/pyramids (IIIF_PYRAMID_DIR). */
  dir: string;
  dataDir: string;
  /** Build a missing pyramid in the background when its scan is first viewed (IIIF_PYRAMIDS=auto). */
  buildMissing: boolean;
  /** Queues the build of a scan's pyramid (a job of the services' queue, pyramid-jobs.ts); needed by buildMissing. */
  request?: (file: string) => Promise<void>;
  log?: (message: string, error?: unknown) => void;
}

/**
 * The scans' pyramidal TIFFs, made ahead by the data tools (`writePyramid`), on upload, or as a job of the services'
 * queue the first time a scan without one is viewed; until then its tiles come from the decoded scan
 * (PyramidCache). A pyramid older than its scan is ignored and made again.
 */
export class PyramidFiles {
  /** Each pyramid's pages by file and scan mtime, so a tile costs no stat or header read once known. */
  private readonly known = new LruCache<PyramidPage[]>(20_000, 20_000, () => 1);
  /** Lookups under way: a viewer's first tiles of a scan arrive together, and one read of the file serves them all. */
  private readonly reading = new Map<string, Promise<PyramidPage[] | null>>();
  /** Scans (by file and mtime) whose build this process has queued, so a viewer's many tiles queue it once. */
  private readonly requested = new Set<string>();
  private closed = false;
  /** Pyramids kept open for reading stored tiles (stored-tile.ts). */
  readonly files = new OpenFiles(256);

  constructor(private readonly options: PyramidFilesOptions) {}

  /** The page to cut a tile of the given power-of-two factor from, or null when the scan has no pyramid yet. */
  async page(file: string, mtimeMs: number, factor: number): Promise<PyramidPage | null> {
    const pages = await this.pages(file, mtimeMs);
    if (!pages) return null;
    const index = Math.min(Math.round(Math.log2(factor)), pages.length - 1);
    return pages[index]!;
  }

  private async pages(file: string, mtimeMs: number): Promise<PyramidPage[] | null> {
    const key = `${file}\n${mtimeMs}`;
    const cached = this.known.get(key);
    if (cached) return cached;
    let reading = this.reading.get(key);
    if (!reading) {
      reading = this.readPages(key, file, mtimeMs).finally(() => this.reading.delete(key));
      this.reading.set(key, reading);
    }
    return reading;
  }

  private async readPages(key: string, file: string, mtimeMs: number): Promise<PyramidPage[] | null> {
    const target = pyramidPathFor(this.options.dir, this.options.dataDir, file);
    const stat = await fs.promises.stat(target).catch(() => undefined);
    if (!stat || stat.mtimeMs < mtimeMs) {
      this.schedule(key, file);
      return null;
    }
    this.requested.delete(key);
    const directories = readTiffDirectories(await fs.promises.readFile(target), { ignoreImageData: true });
    const pages = directories.map((ifd, page): PyramidPage => {
      const tables = ifd.get(JPEG_TABLES) as Uint8Array | undefined;
      const stored =
        ifd.compression === TIFF_JPEG &&
        ifd.type === PHOTOMETRIC_YCBCR &&
        tables &&
        ifd.tileWidth === TILE_SIZE &&
        ifd.tileHeight === TILE_SIZE;
      return {
        file: target,
        page,
        width: ifd.width,
        height: ifd.height,
        factor: 2 ** page,
        tiles: stored
          ? {
              size: TILE_SIZE,
              across: Math.ceil(ifd.width / TILE_SIZE),
              offsets: ifd.tileOffsets,
              counts: ifd.tileByteCounts,
              tables: Buffer.from(tables),
            }
          : undefined,
      };
    });
    this.known.set(key, pages);
    return pages;
  }

  private schedule(key: string, file: string): void {
    const { request } = this.options;
    if (!this.options.buildMissing || !request || this.closed || this.requested.has(key)) return;
    this.requested.add(key);
    request(file).catch((error) => {
      this.requested.delete(key);
      this.options.log?.(`could not queue the tile pyramid of ${file}`, error);
    });
  }

  /** Stops queueing builds (those queued stay on the queue) and closes the pyramids open for reading. */
  async close(): Promise<void> {
    this.closed = true;
    this.files.closeAll();
  }
}
