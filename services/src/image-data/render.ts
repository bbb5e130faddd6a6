import sharp from 'sharp';
import { LruCache } from '@muster/contract/node';

export interface ThumbnailSpec {
  width: number;
  height: number;
  /** Crop rectangle in full-image pixels; null for the whole image. */
  rect: { x: number; y: number; w: number; h: number } | null;
  rotation: 0 | 90 | 180 | 270;
}

/** Parses the x_y_w_h path segment; 0_0_0_0 is the whole image. Returns an error message for a bad rectangle. */
export function parseRect(xywh: string, image: { width: number; height: number }): ThumbnailSpec['rect'] | string {
  const [x, y, w, h] = xywh.split('_').map(Number);
  if (x === 0 && y === 0 && w === 0 && h === 0) return null;
  if (w <= 0 || h <= 0) return `crop rectangle ${xywh} has no area`;
  if (x + w > image.width || y + h > image.height)
    return `crop rectangle ${xywh} lies outside the ${image.width}x${image.height} image`;
  return { x, y, w, h };
}

/** Crop (in full-image pixels), then rotate, then scale to fit inside width × height; always a JPEG. */
export async function renderThumbnail(file: string, spec: ThumbnailSpec): Promise<Buffer> {
  let image = sharp(file);
  if (spec.rect)
    image = image.extract({ left: spec.rect.x, top: spec.rect.y, width: spec.rect.w, height: spec.rect.h });
  // sharp resizes before it rotates in one pipeline, so a quarter turn fits the crop into the box turned sideways.
  const quarter = spec.rotation === 90 || spec.rotation === 270;
  image = image.resize(quarter ? spec.height : spec.width, quarter ? spec.width : spec.height, { fit: 'inside' });
  if (spec.rotation) image = image.rotate(spec.rotation);
  return image.jpeg({ quality: 82 }).toBuffer();
}

/** Rendered thumbnails by ETag: the same few hundred search-page thumbnails are asked for again and again. */
export function thumbnailCache(): LruCache<Buffer> {
  return new LruCache<Buffer>(500, 32 * 1024 * 1024, (b) => b.length);
}
