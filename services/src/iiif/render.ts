import sharp, { type Sharp } from 'sharp';
import type { IiifFormat, RenderPlan } from './image-request';
import type { Level } from './pyramid';

/** Encoder settings per format: fast enough to render tiles on demand, small enough to send. */
export function encode(image: Sharp, format: IiifFormat): Sharp {
  if (format === 'png') return image.png({ compressionLevel: 6 });
  if (format === 'webp') return image.webp({ quality: 80, effort: 2 });
  return image.jpeg({ quality: 82 });
}

/**
 * The IIIF order of operations (region, size, mirror, rotation, quality, format), as iiif-processor's pipeline
 * does it, on the pyramid level closest above the output size (its computePage idea), or on the
 * file itself when the scan is too large to keep decoded.
 */
export async function renderIiif(source: { file: string } | { level: Level }, plan: RenderPlan): Promise<Buffer> {
  const { region, size } = plan;
  let image: Sharp;
  if ('level' in source) {
    const { level } = source;
    const left = Math.floor(region.left / level.factor);
    const top = Math.floor(region.top / level.factor);
    const scaled = {
      left, top,
      width: Math.max(1, Math.min(level.width - left, Math.round(region.width / level.factor))),
      height: Math.max(1, Math.min(level.height - top, Math.round(region.height / level.factor))),
    };
    image = sharp(level.data, { raw: { width: level.width, height: level.height, channels: level.channels } }).extract(scaled);
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
