import type { ObjectReference, Thumbnail } from '../contract/content';

export interface Box {
  width: number;
  height: number;
}

/** A source image with an optional crop rectangle in full-image pixels. */
export interface ThumbSource {
  imageId: number;
  width: number;
  height: number;
  rect?: { x: number; y: number; w: number; h: number } | null;
}

/** Spec §7.9: /thumbnail/{imageId}/{width}/{height}/{x_y_w_h}/{rotation}.jpg; 0_0_0_0 is the whole image. */
export function thumbnailPath(imageId: number, box: Box, rect?: ThumbSource['rect'], rotation = 0): string {
  const xywh = rect ? `${rect.x}_${rect.y}_${rect.w}_${rect.h}` : '0_0_0_0';
  return `/thumbnail/${imageId}/${box.width}/${box.height}/${xywh}/${rotation}.jpg`;
}

/** The size of a w×h picture scaled to fit inside the box, as the image service renders it. */
export function fitInside(w: number, h: number, box: Box): Box {
  const scale = Math.min(box.width / w, box.height / h);
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

/** A thumbnail never gets flatter or taller than this (long side over short side). */
export const MAX_THUMB_ASPECT = 2;

type Rect = NonNullable<ThumbSource['rect']>;

/**
 * A record's region is often one line of a register (2,600 × 50 px), which as a thumbnail is a grey
 * hairline. Grow the short side around its centre, within the page, until the picture shows the line
 * with its neighbours.
 */
export function withContext(rect: Rect, image: Box, maxAspect = MAX_THUMB_ASPECT): Rect {
  const grow = (start: number, length: number, wanted: number, limit: number) => {
    const size = Math.min(limit, Math.max(length, Math.ceil(wanted)));
    const from = Math.round(start + length / 2 - size / 2);
    return [Math.max(0, Math.min(limit - size, from)), size] as const;
  };
  if (rect.w > rect.h * maxAspect) {
    const [y, h] = grow(rect.y, rect.h, rect.w / maxAspect, image.height);
    return { ...rect, y, h };
  }
  if (rect.h > rect.w * maxAspect) {
    const [x, w] = grow(rect.x, rect.w, rect.h / maxAspect, image.width);
    return { ...rect, x, w };
  }
  return rect;
}

export function thumbnailOf(id: ObjectReference, title: string, source: ThumbSource, box: Box): Thumbnail {
  const given = source.rect && source.rect.w > 0 && source.rect.h > 0 ? source.rect : null;
  const rect = given && withContext(given, source);
  const size = fitInside(rect?.w ?? source.width, rect?.h ?? source.height, box);
  return { id, title, url: thumbnailPath(source.imageId, box, rect), ...size };
}
