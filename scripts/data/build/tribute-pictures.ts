import type { Rng } from '../rng';
import { type PortraitSitter, portraitSize } from './portraits';

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
 * The head and shoulders of a generated portrait (portraits.ts draws the head at 40% of the print's height, in
 * the oval): a square crop that shows the face, as a member would crop a carte de visite for a cover or the wall.
 */
export const portraitFace: Rect = {
  x: Math.round(portraitSize.width * 0.18),
  y: Math.round(portraitSize.height * 0.16),
  w: Math.round(portraitSize.width * 0.64),
  h: Math.round(portraitSize.width * 0.64),
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
 * family had one (a generated portrait of that person, from `portraitOf`, stands in for it), else the record's page around the soldier's line.
 */
export function tributePictures<R extends { imageId: number; rect: Rect }>(
  rng: Rng,
  portraitOf: ((record: R) => number) | null,
  record: R,
): { cover: PictureValue; honor: PictureValue } {
  if (portraitOf && rng.chance(WITH_PORTRAIT)) {
    const portrait = picture(portraitOf(record), portraitFace);
    return { cover: portrait, honor: portrait };
  }
  const page = picture(record.imageId, recordBand(record.rect));
  return { cover: page, honor: page };
}

/**
 * The generated portraits of a demo set: one per person asked for, numbered from `firstImageId`, up to `max`
 * (past it, people share the drawn ones, for the bench's thousands of memorials). Asking twice for the same
 * person answers the same picture.
 */
export class PortraitBook {
  readonly sitters: PortraitSitter[] = [];
  private readonly bySeed = new Map<number, number>();

  constructor(
    private readonly firstImageId: number,
    private readonly max: number,
  ) {}

  /** The image id of this person's portrait. */
  idFor = (sitter: PortraitSitter): number => {
    let at = this.bySeed.get(sitter.seed);
    if (at === undefined) {
      at = this.sitters.length < this.max ? this.sitters.push(sitter) - 1 : sitter.seed % this.max;
      this.bySeed.set(sitter.seed, at);
    }
    return this.firstImageId + at;
  };
}
