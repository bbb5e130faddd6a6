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

export function thumbnailOf(id: ObjectReference, title: string, source: ThumbSource, box: Box): Thumbnail {
  const rect = source.rect && source.rect.w > 0 && source.rect.h > 0 ? source.rect : null;
  const size = fitInside(rect?.w ?? source.width, rect?.h ?? source.height, box);
  return { id, title, url: thumbnailPath(source.imageId, box, rect), ...size };
}
