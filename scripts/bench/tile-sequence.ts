// The IIIF tile requests a deep-zoom viewer makes when a reader opens a scan and zooms in on one spot of
// it, computed as OpenSeadragon 6 computes them for an Image API 3 source (IIIFTileSource.getTileUrl), so
// both image servers get the exact addresses the viewer page sends.
import { TILE_SIZE, scaleFactors } from '@muster/services/iiif';

export interface Viewport {
  width: number;
  height: number;
}

/** `region/size/rotation/quality.format` of one tile, as OpenSeadragon names it. */
export function tilePath(image: { width: number; height: number }, factor: number, x: number, y: number): string {
  const { width, height } = image;
  const levelWidth = Math.ceil(width / factor);
  const levelHeight = Math.ceil(height / factor);
  let region: string;
  let size: string;
  if (levelWidth < TILE_SIZE && levelHeight < TILE_SIZE) {
    region = 'full';
    size = factor === 1 ? 'max' : `${levelWidth},${levelHeight}`;
  } else {
    const span = TILE_SIZE * factor;
    const left = x * span;
    const top = y * span;
    const w = Math.min(span, width - left);
    const h = Math.min(span, height - top);
    region = left === 0 && top === 0 && w === width && h === height ? 'full' : `${left},${top},${w},${h}`;
    const sizeW = Math.min(TILE_SIZE, levelWidth - x * TILE_SIZE);
    const sizeH = Math.min(TILE_SIZE, levelHeight - y * TILE_SIZE);
    size = sizeW === width && sizeH === height ? 'max' : `${sizeW},${sizeH}`;
  }
  return `${region}/${size}/0/default.jpg`;
}

/**
 * The tiles of one zoom-in, in the order first needed: the whole page fitted to the viewport, then zoomed
 * in twice as far per step towards `focus` (fractions of the page) until the page shows at full resolution.
 * At each step the viewer wants the tiles in view of the sharp level (the smallest with at least one scan
 * pixel per screen pixel) and of every coarser level, which it draws underneath while the sharp ones load;
 * a tile it already has is not asked for again.
 */
export function zoomInSequence(
  image: { width: number; height: number },
  viewport: Viewport,
  focus: { x: number; y: number },
  maxSteps = Infinity,
): string[] {
  const factors = scaleFactors(image.width, image.height);
  const seen = new Set<string>();
  const home = Math.min(viewport.width / image.width, viewport.height / image.height);
  for (let scale = home, step = 0; ; scale *= 2, step++) {
    // The view moves from the page's middle to the focus as it zooms, staying on the page where it can.
    const pull = Math.min(1, step / 2);
    const halfW = viewport.width / scale / 2;
    const halfH = viewport.height / scale / 2;
    const centre = (size: number, half: number, at: number) => {
      const c = size / 2 + (at * size - size / 2) * pull;
      return half * 2 >= size ? size / 2 : Math.min(size - half, Math.max(half, c));
    };
    const cx = centre(image.width, halfW, focus.x);
    const cy = centre(image.height, halfH, focus.y);
    const view = {
      left: Math.max(0, cx - halfW),
      right: Math.min(image.width, cx + halfW),
      top: Math.max(0, cy - halfH),
      bottom: Math.min(image.height, cy + halfH),
    };
    const sharp = sharpFactor(factors, scale);
    for (const factor of [...factors].reverse().filter((f) => f >= sharp)) {
      const span = TILE_SIZE * factor;
      for (let y = Math.floor(view.top / span); y <= Math.floor((view.bottom - 1) / span); y++) {
        for (let x = Math.floor(view.left / span); x <= Math.floor((view.right - 1) / span); x++)
          seen.add(tilePath(image, factor, x, y));
      }
    }
    if (scale >= 1 || step + 1 >= maxSteps) break;
  }
  return [...seen];
}

/** The largest scale factor whose level has at least one pixel per screen pixel at this display scale. */
export function sharpFactor(factors: readonly number[], displayScale: number): number {
  let best = 1;
  for (const f of factors) if (f <= 1 / displayScale + 1e-9 && f > best) best = f;
  return best;
}

/** A fixed spot per scan to zoom in on, spread over the page's written area. */
export function focusOf(imageId: number): { x: number; y: number } {
  const h = Math.imul(imageId ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  return { x: 0.2 + ((h & 0xffff) / 0xffff) * 0.6, y: 0.2 + ((h >>> 16) / 0xffff) * 0.6 };
}
