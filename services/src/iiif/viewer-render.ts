import sharp from 'sharp';
import type { ThumbnailSpec } from '../image-data/render';

/** A viewer image as the reading aids show it (spec §2.4, §7.9): the view's crop, turn, size and adjustments. */
export interface ViewerRender {
  /** Crop in full-image pixels; null for the whole scan. */
  crop: ThumbnailSpec['rect'];
  /** Clockwise degrees, 0–359. */
  rotation: number;
  /** Box to fit the result in; omitted sides are free. Never enlarges beyond the crop's own pixels. */
  width?: number;
  height?: number;
  /** -100 (black) … 0 … 100 (white), added to every channel. */
  brightness: number;
  /** -100 (flat grey) … 0 … 100 (double), around mid-grey. */
  contrast: number;
  invert: boolean;
}

/** out = k·(in − 128) + 128 + 2.55·brightness, with k = 1 + contrast/100: the viewer's CSS filters in pixels. */
export function linearAdjustment(brightness: number, contrast: number): { multiply: number; add: number } {
  const multiply = 1 + contrast / 100;
  return { multiply, add: 128 * (1 - multiply) + 2.55 * brightness };
}

/** Crop → rotate → resize → brightness/contrast → invert, as a JPEG. */
export async function renderViewerImage(file: string, spec: ViewerRender): Promise<Buffer> {
  let source = sharp(file);
  if (spec.crop) source = source.extract({ left: spec.crop.x, top: spec.crop.y, width: spec.crop.w, height: spec.crop.h });
  // sharp resizes before it rotates within one pipeline, so a turned view is rotated into raw pixels first.
  if (spec.rotation) {
    const { data, info } = await source.rotate(spec.rotation, { background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
    source = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  }
  let image = source;
  if (spec.width || spec.height) image = image.resize(spec.width, spec.height, { fit: 'inside', withoutEnlargement: true });
  if (spec.brightness || spec.contrast) {
    const { multiply, add } = linearAdjustment(spec.brightness, spec.contrast);
    image = image.linear(multiply, add);
  }
  if (spec.invert) image = image.negate({ alpha: false });
  return image.jpeg({ quality: 90 }).toBuffer();
}
