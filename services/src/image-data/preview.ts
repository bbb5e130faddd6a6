import type { ThumbnailSpec } from './render';

/**
 * Thumbnails are previews, shown to everybody as Fold3 shows them on search and browse pages. For images of
 * publications that are not open, a thumbnail the caller may not otherwise see stays a preview: at most
 * PREVIEW_MAX_SIDE pixels a side and at most half the scan's resolution, so the route cannot be used to
 * read a subscriber scan at full resolution piece by piece.
 */
export const PREVIEW_MAX_SIDE = 400;
export const PREVIEW_MAX_SCALE = 0.5;

export function isPreview(spec: ThumbnailSpec, image: { width: number; height: number }): boolean {
  const w = spec.rect?.w ?? image.width;
  const h = spec.rect?.h ?? image.height;
  const quarter = spec.rotation === 90 || spec.rotation === 270;
  const boxW = quarter ? spec.height : spec.width;
  const boxH = quarter ? spec.width : spec.height;
  const scale = Math.min(boxW / w, boxH / h);
  return spec.width <= PREVIEW_MAX_SIDE && spec.height <= PREVIEW_MAX_SIDE && scale <= PREVIEW_MAX_SCALE;
}
