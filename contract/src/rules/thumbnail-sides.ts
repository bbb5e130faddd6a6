/**
 * The sides a thumbnail has: the boxes the website shows (search and browse hits, the filmstrip, cards, the deny
 * dialog) and the spec's defaults (content §9: 100 for mcontent, 200 for search, 320 for content objects, 400 for
 * images). A page the caller may not view is served only whole and only at these sides: a crop of the caller's
 * choosing, or any other size, would let a grid of requests rebuild a legible page.
 */
export const THUMBNAIL_SIDES: readonly number[] = [100, 120, 160, 200, 240, 300, 320, 400];

/** A memorial's background picture is a banner across the page header; its owner published it at this width. */
export const BACKGROUND_SIDES: readonly number[] = [...THUMBNAIL_SIDES, 1200];

/** The sides a memorial picture element of this kind is served at (COVER_IMAGE, BACKGROUND_IMAGE, …). */
export const pictureSides = (kind: string): readonly number[] =>
  kind === 'BACKGROUND_IMAGE' ? BACKGROUND_SIDES : THUMBNAIL_SIDES;

export interface Box {
  width: number;
  height: number;
}

/** The side of the list nearest to the one asked for (the larger on a tie). */
export function nearestSide(side: number, sides: readonly number[] = THUMBNAIL_SIDES): number {
  return sides.reduce((best, s) => (Math.abs(s - side) <= Math.abs(best - side) ? s : best));
}

/** The box with each side moved to the nearest side of the list. */
export const roundBox = (box: Box, sides: readonly number[] = THUMBNAIL_SIDES): Box => ({
  width: nearestSide(box.width, sides),
  height: nearestSide(box.height, sides),
});

/** Whether both sides of the box are on the list. */
export const isListedBox = (box: Box, sides: readonly number[] = THUMBNAIL_SIDES): boolean =>
  sides.includes(box.width) && sides.includes(box.height);
