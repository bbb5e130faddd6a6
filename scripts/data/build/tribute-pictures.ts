import type { Rng } from '../rng';
import { portraitSize } from './portraits';

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A picture element's value as the memorial elements store it. */
export interface PictureValue {
  reference: { contentType: 'IMAGE'; objectId: number };
  rect?: Rect;
}

/**
 * The head and shoulders of a generated portrait (portraits.ts draws the head at about 35% of the print's height,
 * centred): a square crop that shows the face, as a member would crop a cabinet card for a cover or the wall.
 */
export const portraitFace: Rect = {
  x: Math.round(portraitSize.width * 0.15),
  y: Math.round(portraitSize.height * 0.17),
  w: Math.round(portraitSize.width * 0.7),
  h: Math.round(portraitSize.width * 0.7),
};

/** Share of record memorials whose family had a portrait to upload (the rest show the record itself). */
const WITH_PORTRAIT = 0.85;

const picture = (objectId: number, rect?: Rect): PictureValue => ({
  reference: { contentType: 'IMAGE', objectId },
  ...(rect ? { rect } : {}),
});

/**
 * The roll page around the soldier's line rather than the line alone: a band of the page, about twice as wide
 * as it is tall, ending at the line, so the crop reads as a record (heading, neighbours, the name) instead of a
 * one-line sliver. It never leaves the page: it starts at or below the top and ends at the line.
 */
export function recordBand(line: Rect): Rect {
  const bottom = line.y + line.h;
  const h = Math.min(bottom, Math.round(line.w / 2));
  return { x: line.x, y: bottom - h, w: line.w, h };
}

/**
 * The cover and honor pictures of a memorial made from a record (issue 16 point 13): the portrait's face when the
 * family had one (a generated portrait stands in for it), else the record's page around the soldier's line.
 */
export function tributePictures(
  rng: Rng,
  portraitIds: number[],
  record: { imageId: number; rect: Rect },
): { cover: PictureValue; honor: PictureValue } {
  if (portraitIds.length > 0 && rng.chance(WITH_PORTRAIT)) {
    const portrait = picture(rng.pick(portraitIds), portraitFace);
    return { cover: portrait, honor: portrait };
  }
  const page = picture(record.imageId, recordBand(record.rect));
  return { cover: page, honor: page };
}
