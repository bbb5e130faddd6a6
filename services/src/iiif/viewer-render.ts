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

/** The pixel size renderViewerImage gives: the crop's box once turned, fitted in width × height without enlarging. */
export function viewerImageSize(
  spec: Pick<ViewerRender, 'crop' | 'rotation' | 'width' | 'height'>,
  image: { width: number; height: number },
) {
  const w = spec.crop?.w ?? image.width;
  const h = spec.crop?.h ?? image.height;
  const radians = (spec.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
  const turned = { width: Math.round(w * cos + h * sin), height: Math.round(w * sin + h * cos) };
  const scale = Math.min(1, spec.width ? spec.width / turned.width : 1, spec.height ? spec.height / turned.height : 1);
  return {
    width: Math.max(1, Math.round(turned.width * scale)),
    height: Math.max(1, Math.round(turned.height * scale)),
  };
}

/** Crop → rotate → resize → brightness/contrast → invert, as a JPEG. */
export async function renderViewerImage(file: string, spec: ViewerRender): Promise<Buffer> {
  let source = sharp(file);
  if (spec.crop)
    source = source.extract({ left: spec.crop.x, top: spec.crop.y, width: spec.crop.w, height: spec.crop.h });
  // sharp resizes before it rotates within one pipeline, so a turned view is rotated into raw pixels first.
  if (spec.rotation) {
    const { data, info } = await source
      .rotate(spec.rotation, { background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    source = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  }
  let image = source;
  if (spec.width || spec.height)
    image = image.resize(spec.width, spec.height, { fit: 'inside', withoutEnlargement: true });
  if (spec.brightness || spec.contrast) {
    const { multiply, add } = linearAdjustment(spec.brightness, spec.contrast);
    image = image.linear(multiply, add);
  }
  if (spec.invert) image = image.negate({ alpha: false });
  return image.jpeg({ quality: 90 }).toBuffer();
}
