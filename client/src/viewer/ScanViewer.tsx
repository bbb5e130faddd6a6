import { useEffect, useRef, useState } from 'react';
import type OpenSeadragon from 'openseadragon';
import { graphql, getFragmentData, type FragmentType } from '../__generated__';

export const ScanViewer_image = graphql(`
  fragment ScanViewer_image on Image {
    title
    scanUrl
    width
    height
  }
`);

/** Each zoom button press scales the view by this much. */
const ZOOM_STEP = 1.4;

/**
 * The zoomable scan: OpenSeadragon over the full-resolution image as a simple image tile source.
 * OpenSeadragon is loaded on demand, and the viewer is destroyed on unmount, so React StrictMode's
 * mount–unmount–mount in development never leaves two viewers in the element.
 */
export function ScanViewer(props: { image: FragmentType<typeof ScanViewer_image> }) {
  const image = getFragmentData(ScanViewer_image, props.image);
  const element = useRef<HTMLDivElement>(null);
  const viewer = useRef<OpenSeadragon.Viewer | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let created: OpenSeadragon.Viewer | null = null;
    setState('loading');
    import('openseadragon')
      .then(({ default: OSD }) => {
        if (cancelled || !element.current) return;
        created = OSD({
          element: element.current,
          tileSources: { type: 'image', url: image.scanUrl },
          showNavigationControl: false,
          showNavigator: false,
          visibilityRatio: 0.5,
          minZoomImageRatio: 0.5,
          maxZoomPixelRatio: 4,
          gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true },
        });
        created.addHandler('open', () => setState('ready'));
        created.addHandler('open-failed', () => setState('failed'));
        viewer.current = created;
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      created?.destroy();
      if (viewer.current === created) viewer.current = null;
    };
  }, [image.scanUrl]);

  const zoom = (factor: number) => {
    const v = viewer.current;
    if (v) {
      v.viewport.zoomBy(factor);
      v.viewport.applyConstraints();
    }
  };
  const fit = () => viewer.current?.viewport.goHome();

  useEffect(() => {
    // Z fits the page (viewer shortcut list, content spec §2.4); ignored while typing in a field.
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest('input, textarea, select')) return;
      if (e.key === 'z' && !e.ctrlKey && !e.metaKey && !e.altKey) viewer.current?.viewport.goHome();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="scan-viewer">
      <div className="scan-viewer__controls" role="toolbar" aria-label="Image controls">
        <button type="button" onClick={() => zoom(ZOOM_STEP)} aria-label="Zoom in" title="Zoom in">+</button>
        <button type="button" onClick={() => zoom(1 / ZOOM_STEP)} aria-label="Zoom out" title="Zoom out">−</button>
        <button type="button" onClick={fit} aria-label="Fit page" title="Fit page (Z)">⤢</button>
      </div>
      <div
        ref={element}
        className="scan-viewer__canvas"
        role="img"
        aria-label={`Scan: ${image.title} (${image.width} × ${image.height} pixels)`}
      />
      {state === 'loading' && <p className="scan-viewer__status" role="status">Loading the scan…</p>}
      {state === 'failed' && <p className="scan-viewer__status" role="alert">The scan could not be loaded.</p>}
    </div>
  );
}
