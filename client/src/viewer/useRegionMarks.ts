import { useEffect, type RefObject } from 'react';
import type OpenSeadragon from 'openseadragon';
import type { Box } from './useFindOverlays';

/** Room left around a record's region when the view is brought to it, as a share of the region's size. */
const MARGIN = 0.25;

function outline(v: OpenSeadragon.Viewer, box: Box, className: string): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  v.addOverlay({ element, location: v.viewport.imageToViewportRectangle(box.x, box.y, box.w, box.h) });
  return element;
}

/**
 * The person on the page, as Fold3 marks them: the region of the record the page was opened for (`?rec=`) is
 * outlined and the view zoomed to it, with some of the page around it; the name hovered in "On this page" is
 * outlined too, without moving the view.
 */
export function useRegionMarks(
  viewer: RefObject<OpenSeadragon.Viewer | null>,
  ready: boolean,
  region: Box | null,
  hovered: Box | null,
) {
  useEffect(() => {
    const v = viewer.current;
    if (!ready || !v || !region) return undefined;
    const element = outline(v, region, 'scan-viewer__region');
    const mx = region.w * MARGIN;
    const my = Math.max(region.h * MARGIN, region.w * 0.1);
    v.viewport.fitBounds(
      v.viewport.imageToViewportRectangle(region.x - mx, region.y - my, region.w + 2 * mx, region.h + 2 * my),
    );
    return () => {
      v.removeOverlay(element);
    };
  }, [viewer, ready, region]);

  useEffect(() => {
    const v = viewer.current;
    if (!ready || !v || !hovered) return undefined;
    const element = outline(v, hovered, 'scan-viewer__region scan-viewer__region--hover');
    return () => {
      v.removeOverlay(element);
    };
  }, [viewer, ready, hovered]);
}
