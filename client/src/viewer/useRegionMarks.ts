import { useEffect, type RefObject } from 'react';
import type OpenSeadragon from 'openseadragon';
import type { Box } from './useFindOverlays';

/** Room left beside a record's region when the view is brought to it, as a share of its width. */
const SIDE_MARGIN = 0.05;
/** The lines above and below a record's line shown with it, in heights of that line. */
const LINES_AROUND = 2;
/** The least share of the page's width the view shows, so a short name is not blown up past reading. */
const LEAST_WIDTH = 0.4;

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
    // Zoomed in on the line: as wide as the record's region (a line across the page fills the viewer's width), with
    // a couple of lines above and below for context; never narrower than LEAST_WIDTH of the page.
    const pageWidth = v.world.getItemAt(0)?.getContentSize().x ?? region.w;
    const w = Math.max(region.w * (1 + 2 * SIDE_MARGIN), pageWidth * LEAST_WIDTH);
    const h = region.h * (1 + 2 * LINES_AROUND);
    const cx = region.x + region.w / 2;
    const cy = region.y + region.h / 2;
    v.viewport.fitBounds(v.viewport.imageToViewportRectangle(cx - w / 2, cy - h / 2, w, h));
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
