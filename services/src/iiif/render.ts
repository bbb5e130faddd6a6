import sharp, { type Sharp } from 'sharp';
import type { IiifFormat, RenderPlan } from './image-request';
import type { Level } from './pyramid';
import type { PyramidPage } from './pyramid-file';
export { scaledRegion };

/**
 * Encoder settings per format: fast enough to render tiles on demand, small enough to send. JPEG skips the
 * optimised Huffman pass: it saves a few per cent of bytes for about a fifth of a tile's encoding time, and
 * a rendered tile is cached anyway.
 */
export function encode(image: Sharp, format: IiifFormat): Sharp {
  if (format === 'png') return image.png({ compressionLevel: 6 });
  if (format === 'webp') return image.webp({ quality: 80, effort: 2 });
  return image.jpeg({ quality: 82, optimiseCoding: false });
}

/**
 * Where a render takes its pixels: one stored tile of the scan's pyramid (a JPEG, when the region lies inside
 * it), a page of the pyramid, the scan's decoded level, or the file itself.
 */
export type RenderSource = { tile: StoredTileJpeg } | { page: PyramidPage } | { level: Level } | { file: string };

export interface StoredTileJpeg {
  jpeg: Buffer;
  page: PyramidPage;
  /** The tile's top-left corner on its page. */
  left: number;
  top: number;
}

/**
 * The IIIF order of operations (region, size, mirror, rotation, quality, format), as iiif-processor's pipeline
 * does it, on the pyramid level closest above the output size (its computePage idea): a page of the scan's
 * pyramidal TIFF, of which only the stored tiles the region covers are decoded; else the decoded level kept in
 * memory; else the file itself when the scan is too large to keep decoded.
 */
export async function renderIiif(source: RenderSource, plan: RenderPlan): Promise<Buffer> {
  const { region, size } = plan;
  let image: Sharp;
  if ('tile' in source) {
    // Decoding the stored tile's JPEG costs less than going through the TIFF reader for the same pixels.
    const { jpeg, page, left, top } = source.tile;
    const scaled = scaledRegion(region, page);
    image = sharp(jpeg).extract({ ...scaled, left: scaled.left - left, top: scaled.top - top });
  } else if ('page' in source) {
    const { page } = source;
    image = sharp(page.file, { page: page.page }).extract(scaledRegion(region, page));
  } else if ('level' in source) {
    const { level } = source;
    image = sharp(level.data, { raw: { width: level.width, height: level.height, channels: level.channels } }).extract(
      scaledRegion(region, level),
    );
  } else {
    image = sharp(source.file).extract(region);
  }
  image = image.resize(size.width, size.height, { fit: 'fill' });
  const background = plan.format === 'jpg' ? { r: 255, g: 255, b: 255, alpha: 1 } : { r: 0, g: 0, b: 0, alpha: 0 };
  if (plan.mirror) image = image.flop();
  if (plan.degrees) image = image.rotate(plan.degrees, { background });
  if (plan.quality === 'gray') image = image.grayscale();
  if (plan.quality === 'bitonal') image = image.threshold(128);
  return encode(image, plan.format).toBuffer();
}

/** A region of the full-size scan on a level `factor` times smaller, kept inside the level's own (rounded) size. */
function scaledRegion(region: RenderPlan['region'], level: { width: number; height: number; factor: number }) {
  const left = Math.min(level.width - 1, Math.floor(region.left / level.factor));
  const top = Math.min(level.height - 1, Math.floor(region.top / level.factor));
  return {
    left,
    top,
    width: Math.max(1, Math.min(level.width - left, Math.round(region.width / level.factor))),
    height: Math.max(1, Math.min(level.height - top, Math.round(region.height / level.factor))),
  };
}
