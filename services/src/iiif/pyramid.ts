import sharp from 'sharp';
import { LruCache } from '@muster/contract/node';

/** One resolution of a decoded scan: raw pixels `factor` times smaller than the original on each side. */
export interface Level {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
  factor: number;
}

/** The pyramid's factors (1, 2, 4, …) stop once the whole scan fits a tile of this size. */
const SMALLEST_SIDE = 512;

/**
 * The power-of-two factor of the smallest level that still has the pixels a region needs at its output
 * width (iiif-processor's page choice, for a pyramid we decode ourselves).
 */
export function levelFactor(
  regionWidth: number,
  outputWidth: number,
  image: { width: number; height: number },
): number {
  let factor = 1;
  while (factor * 2 <= regionWidth / outputWidth + 1e-9 && Math.max(image.width, image.height) / factor > SMALLEST_SIDE)
    factor *= 2;
  return factor;
}

/**
 * Decoded scans as in-memory pyramid levels (full size, ½, ¼, …), so the tiles a viewer asks for while zooming
 * into one page decode its JPEG once per level instead of once per tile: a tile becomes a crop of raw pixels
 * and a small resize. Each level is decoded on first use straight from the file, with JPEG shrink-on-load for
 * the smaller ones, so the first overview tile costs a fraction of a full decode. Bounded by bytes; a level
 * larger than the bound is not kept and the tile renders from the file.
 */
export class PyramidCache {
  private readonly levels: LruCache<{ level: Promise<Level>; bytes: number }>;

  constructor(private readonly maxBytes: number) {
    this.levels = new LruCache(10_000, maxBytes, (entry) => entry.bytes);
  }

  async level(
    file: string,
    mtimeMs: number,
    image: { width: number; height: number },
    factor: number,
  ): Promise<Level | null> {
    const width = Math.ceil(image.width / factor);
    const height = Math.ceil(image.height / factor);
    // Until decoded an entry counts four channels, the most it can take.
    const estimate = width * height * 4;
    if (estimate > this.maxBytes) return null;
    const key = `${file}\n${mtimeMs}\n${factor}`;
    const cached = this.levels.get(key);
    if (cached) return cached.level;
    const level = decode(file, width, height, factor);
    this.levels.set(key, { level, bytes: estimate });
    try {
      const decoded = await level;
      this.levels.set(key, { level, bytes: decoded.data.length });
      return decoded;
    } catch (error) {
      this.levels.delete(key);
      throw error;
    }
  }
}

async function decode(file: string, width: number, height: number, factor: number): Promise<Level> {
  const image = factor === 1 ? sharp(file) : sharp(file).resize(width, height, { fit: 'fill' });
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels, factor };
}
