import { useEffect, type RefObject } from 'react';
import type OpenSeadragon from 'openseadragon';

/** A word box in full-scan pixels. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Room left around the current hit when the view is brought to it. */
const MARGIN = 1.2;

/** The smallest box holding every word of a hit. */
export function hitBounds(words: readonly Box[]): Box {
  const x = Math.min(...words.map((w) => w.x));
  const y = Math.min(...words.map((w) => w.y));
  return { x, y, w: Math.max(...words.map((w) => w.x + w.w)) - x, h: Math.max(...words.map((w) => w.y + w.h)) - y };
}

/**
 * Find in page on the scan: an OpenSeadragon overlay over every word of every hit, the current one marked,
 * and the view brought to the current hit with some of the page around it.
 */
export function useFindOverlays(
  viewer: RefObject<OpenSeadragon.Viewer | null>,
  ready: boolean,
  hits: readonly (readonly Box[])[],
  current: number,
  imageWidth: number,
) {
  useEffect(() => {
    const v = viewer.current;
    if (!ready || !v) return undefined;
    const elements = hits.flatMap((words, i) =>
      words.map((word) => {
        const element = document.createElement('div');
        element.className = `scan-viewer__hit${i === current ? ' scan-viewer__hit--current' : ''}`;
        element.dataset.hit = String(i);
        v.addOverlay({ element, location: v.viewport.imageToViewportRectangle(word.x, word.y, word.w, word.h) });
        return element;
      }),
    );
    return () => {
      for (const element of elements) v.removeOverlay(element);
    };
  }, [viewer, ready, hits, current]);

  useEffect(() => {
    const v = viewer.current;
    const words = hits[current];
    if (!ready || !v || !words || words.length === 0) return;
    const box = hitBounds(words);
    // A word shows with a third of the page's width around it; a larger region (a sub-image) whole.
    const w = Math.max(box.w * MARGIN, imageWidth / 3);
    const h = Math.max(box.h * MARGIN, w / 2);
    v.viewport.fitBounds(
      v.viewport.imageToViewportRectangle(box.x + box.w / 2 - w / 2, box.y + box.h / 2 - h / 2, w, h),
    );
  }, [viewer, ready, hits, current, imageWidth]);
}
