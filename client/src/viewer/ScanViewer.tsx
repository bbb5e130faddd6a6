import { useEffect, useRef, useState } from 'react';
import type OpenSeadragon from 'openseadragon';
import { graphql, getFragmentData, type FragmentType } from '../__generated__';
import { serviceBase, signedTileUrl, splitSignedAddress } from './signedTiles';

export const ScanViewer_image = graphql(`
  fragment ScanViewer_image on Image {
    title
    tileSource
    width
    height
  }
`);

/** Each zoom button press scales the view by this much. */
const ZOOM_STEP = 1.4;

type ViewerState = { status: 'loading' | 'ready' | 'failed' } | { status: 'denied'; requirement: string };

/** What the image service's 403 `requirement` asks of the visitor (services/src/iiif/access.ts). */
const DENIED: Record<string, string> = {
  login: 'Sign in to see this scan.',
  confirm: 'Confirm your email address to see this scan.',
  subscribe: 'This scan is for subscribers.',
  silo: 'This scan is for subscribers and institution members.',
};

class Denied extends Error {
  constructor(readonly requirement: string) {
    super(`Access needs ${requirement}`);
  }
}

/** The IIIF info.json; a 403 with a requirement is the caller's access, anything else a failure. */
async function loadInfo(address: string): Promise<Record<string, unknown> & { id: string }> {
  const response = await fetch(address, { headers: { accept: 'application/json' } });
  if (response.status === 403) {
    const body = await response.json().catch(() => ({}));
    if (typeof body.requirement === 'string') throw new Denied(body.requirement);
  }
  if (!response.ok) throw new Error(`info.json: ${response.status}`);
  return response.json();
}

/**
 * The zoomable scan: OpenSeadragon over the IIIF Image API tiles of the image service. `tileSource` is signed
 * for the caller; every tile carries its token, read when the tile loads, so a fresh token from the page (it
 * refetches before the hour is up, and when tiles fail: `onTokenExpired`) applies without reopening the
 * viewer. OpenSeadragon is loaded on demand, and the viewer is destroyed on unmount, so React StrictMode's
 * mount–unmount–mount in development never leaves two viewers in the element.
 */
export function ScanViewer(props: { image: FragmentType<typeof ScanViewer_image>; onTokenExpired?: () => void }) {
  const image = getFragmentData(ScanViewer_image, props.image);
  const element = useRef<HTMLDivElement>(null);
  const viewer = useRef<OpenSeadragon.Viewer | null>(null);
  const [state, setState] = useState<ViewerState>({ status: 'loading' });
  const { path, query } = splitSignedAddress(image.tileSource);
  const signature = useRef(query);
  const failedTiles = useRef<OpenSeadragon.Tile[]>([]);
  const onTokenExpired = useRef(props.onTokenExpired);
  onTokenExpired.current = props.onTokenExpired;

  useEffect(() => {
    signature.current = query;
    if (failedTiles.current.length === 0) return;
    // OpenSeadragon marks a refused tile as missing for good; with the new token it may load after all.
    for (const tile of failedTiles.current.splice(0)) tile.exists = true;
    // The image counts as fully loaded without them, so only an update as after a pan asks for them again.
    viewer.current?.world.update(true);
    viewer.current?.forceRedraw();
  }, [query]);

  useEffect(() => {
    let cancelled = false;
    let created: OpenSeadragon.Viewer | null = null;
    setState({ status: 'loading' });
    Promise.all([import('openseadragon'), loadInfo(`${path}?${signature.current}`)])
      .then(([{ default: OSD }, info]) => {
        if (cancelled || !element.current) return;
        const source = new OSD.IIIFTileSource(OSD.IIIFTileSource.prototype.configure(info, path) as OpenSeadragon.TileSourceOptions);
        const tileUrl = source.getTileUrl.bind(source);
        // A getter rather than a string: OpenSeadragon reads it when the tile loads (so with the newest token),
        // and caches tiles by level and position rather than by an address that changes with the token.
        source.getTileUrl = (level, x, y) => {
          const url = tileUrl(level, x, y);
          return () => signedTileUrl(typeof url === 'function' ? url() : url, info.id, serviceBase(path), signature.current);
        };
        created = OSD({
          element: element.current,
          tileSources: [source],
          showNavigationControl: false,
          showNavigator: false,
          visibilityRatio: 0.5,
          minZoomImageRatio: 0.5,
          maxZoomPixelRatio: 4,
          gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true },
        });
        created.addHandler('open', () => setState({ status: 'ready' }));
        created.addHandler('open-failed', () => setState({ status: 'failed' }));
        created.addHandler('tile-load-failed', ({ tile }) => {
          failedTiles.current.push(tile);
          onTokenExpired.current?.();
        });
        viewer.current = created;
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setState(error instanceof Denied ? { status: 'denied', requirement: error.requirement } : { status: 'failed' });
      });
    return () => {
      cancelled = true;
      created?.destroy();
      if (viewer.current === created) viewer.current = null;
    };
  }, [path]);

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
      {state.status === 'loading' && <p className="scan-viewer__status" role="status">Loading the scan…</p>}
      {state.status === 'failed' && <p className="scan-viewer__status" role="alert">The scan could not be loaded.</p>}
      {state.status === 'denied' && (
        <p className="scan-viewer__status scan-viewer__status--notice" role="alert">{DENIED[state.requirement] ?? 'You do not have access to this scan.'}</p>
      )}
    </div>
  );
}
