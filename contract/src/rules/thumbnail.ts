import type { ObjectReference, Thumbnail } from '../content';
import { type Box, pictureSides, roundBox } from './thumbnail-sides';

/** Thumbnail box asked for when a field has no size of its own (content §9: thumbnail target 200 by 200). */
export const DEFAULT_THUMB = { width: 200, height: 200 } as const;

export type { Box };

type Rect = { x: number; y: number; w: number; h: number };

/** A source image with an optional region in full-image pixels. */
export interface ThumbSource {
  imageId: number;
  width: number;
  height: number;
  rect?: Rect | null;
  /** The scan's revision: bumped when staff replace or rotate it, so its thumbnail addresses change. */
  revision?: number;
}

/**
 * Spec §7.9: /thumbnail/{imageId}/{width}/{height}/0_0_0_0/{rotation}.jpg, always the whole page; `?v=` names the
 * scan's revision once staff have replaced or rotated it, so no cache answers with the old scan.
 */
export function thumbnailPath(imageId: number, box: Box, rotation = 0, revision = 0): string {
  const path = `/thumbnail/${imageId}/${box.width}/${box.height}/0_0_0_0/${rotation}.jpg`;
  return revision > 0 ? `${path}?v=${revision}` : path;
}

/**
 * Spec §7.9: /reference/{contentType}/{objectId}?width&height, the object's own picture cut by the image service
 * (a record's region, a memorial's picture; `element` names one picture element of a memorial). Regions are
 * never written into an address, so nobody can ask for a crop of their choosing. `&v=` names the pictured scan's
 * revision once staff have replaced or rotated it, as thumbnails do, so no cache answers with a crop of the old scan.
 */
export function referencePath(ref: ObjectReference, box: Box, element?: number, revision = 0): string {
  const picture = element === undefined ? '' : `element=${element}&`;
  const path = `/reference/${ref.contentType}/${ref.objectId}?${picture}width=${box.width}&height=${box.height}`;
  return revision > 0 ? `${path}&v=${revision}` : path;
}

/** The size of a w×h picture scaled to fit inside the box, as the image service renders it. */
export function fitInside(w: number, h: number, box: Box): Box {
  const scale = Math.min(box.width / w, box.height / h);
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

/** A thumbnail never gets flatter or taller than this (long side over short side). */
export const MAX_THUMB_ASPECT = 2;

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

/** What a picture shows of its page: its region with context, or null for the whole page. */
export function regionOf(source: ThumbSource): Rect | null {
  const given = source.rect && source.rect.w > 0 && source.rect.h > 0 ? source.rect : null;
  return given && withContext(given, source);
}

/**
 * A content object's thumbnail, in a box rounded to the listed sides (thumbnail-sides.ts): a whole page through
 * the thumbnail route, a region through the object's own reference.
 */
export function thumbnailOf(id: ObjectReference, title: string, source: ThumbSource, box: Box): Thumbnail {
  const fixed = roundBox(box);
  const rect = regionOf(source);
  const url = rect
    ? referencePath(id, fixed, undefined, source.revision)
    : thumbnailPath(source.imageId, fixed, 0, source.revision);
  return { id, title, url, ...fitInside(rect?.w ?? source.width, rect?.h ?? source.height, fixed) };
}

/** One picture element of a memorial (cover, background, honor or gallery image) and the page it shows. */
export interface MemorialPicture {
  memorialId: number;
  elementId: number;
  kind: string;
  source: ThumbSource;
}

/**
 * A memorial picture's thumbnail, always through the memorial's reference: its crop is the one its owner saved,
 * and a background may be as wide as the page header.
 */
export function memorialPictureThumbnail(picture: MemorialPicture, title: string, box: Box): Thumbnail {
  const fixed = roundBox(box, pictureSides(picture.kind));
  const rect = regionOf(picture.source);
  return {
    id: { contentType: 'IMAGE', objectId: picture.source.imageId },
    title,
    url: referencePath(
      { contentType: 'STORY_PAGE', objectId: picture.memorialId },
      fixed,
      picture.elementId,
      picture.source.revision,
    ),
    ...fitInside(rect?.w ?? picture.source.width, rect?.h ?? picture.source.height, fixed),
  };
}
