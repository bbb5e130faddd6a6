import { Suspense, useEffect, useId, useImperativeHandle, useRef, useState, type CSSProperties, type Ref } from 'react';
import type OpenSeadragon from 'openseadragon';
import { graphql, getFragmentData, type FragmentType } from '../__generated__';
import { changesColours, colourTransfer, NO_ADJUSTMENTS, type ImageAdjustments } from './imageAdjustments';
import { serviceBase, signedTileUrl, splitSignedAddress } from './signedTiles';
import { type Box, useFindOverlays } from './useFindOverlays';
import { useRegionMarks } from './useRegionMarks';
import { type AnnotationLayerOptions, useAnnotationLayer } from './annotations/useAnnotationLayer';
import { AccessDialog } from './viewerDialogs';
import type { DenyRequirement } from '../__generated__/graphql';

export const ScanViewer_image = graphql(`
  fragment ScanViewer_image on Image {
    title
    tileSource
    width
    height
    # Aliased so the page's own thumbnail and access fields keep their arguments.
    viewDenial: access(action: VIEW) {
      requirement
    }
    denyThumbnail: thumbnail(width: 200, height: 200) {
      ...Thumbnail_thumbnail
    }
  }
`);

/** Each zoom button press scales the view by this much. */
const ZOOM_STEP = 1.4;

/** What the page's tools and shortcuts do to the view. */
export interface ScanControls {
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
}

interface Props {
  image: FragmentType<typeof ScanViewer_image>;
  onTokenExpired?: () => void;
  adjustments?: ImageAdjustments;
  /** Find-in-page hits, each the word boxes of one hit, and the one stepped to. */
  hits?: readonly (readonly Box[])[];
  currentHit?: number;
  controls?: Ref<ScanControls>;
  /** The page's annotation rectangles (annotations/useAnnotationLayer.ts); none without it. */
  annotationLayer?: AnnotationLayerOptions;
  /** The record's region the page was opened for (`?rec=`): outlined, and the view zoomed to it. */
  region?: Box | null;
  /** A region to outline without moving the view (a name hovered in "On this page"). */
  hovered?: Box | null;
  /** Told whether the view is away from the whole page (zoomed or moved), after each move settles. */
  onViewChange?: (moved: boolean) => void;
}

/**
 * OpenSeadragon's own keys kept on the focused scan: the arrows pan, = and - zoom, 0 fits. Its letters (F mirrors,
 * R rotates, A/W/S/D pan, J/K turn sources) would shadow the viewer's shortcuts or change the view behind the
 * image controls' back, so they are off and the key goes on to the shortcuts (useViewerShortcuts).
 */
const SCAN_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Equal', 'Minus', 'Digit0']);

/** Whether the view shows less (or more) than the whole page, or another part of it. */
function awayFromHome(v: OpenSeadragon.Viewer): boolean {
  const zoom = v.viewport.getZoom(true);
  const home = v.viewport.getHomeZoom();
  const centre = v.viewport.getCenter(true);
  const homeCentre = v.viewport.getHomeBounds().getCenter();
  return Math.abs(zoom / home - 1) > 0.01 || centre.distanceTo(homeCentre) * zoom > 0.01;
}

const NO_HITS: readonly (readonly Box[])[] = [];

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
export function ScanViewer(props: Props) {
  const { adjustments = NO_ADJUSTMENTS, hits = NO_HITS, currentHit = 0 } = props;
  const image = getFragmentData(ScanViewer_image, props.image);
  const filterId = `scan-filter-${useId().replace(/:/g, '')}`;
  const element = useRef<HTMLDivElement>(null);
  const viewer = useRef<OpenSeadragon.Viewer | null>(null);
  // The gateway signs no address for a page the caller may not view and says why; the image service's 403 says the same.
  const refused = image.viewDenial?.requirement?.toLowerCase() ?? null;
  const [state, setState] = useState<ViewerState>(
    refused ? { status: 'denied', requirement: refused } : { status: 'loading' },
  );
  const [dialogOpen, setDialogOpen] = useState(true);
  const { path, query } = splitSignedAddress(image.tileSource ?? '');
  // The scan's revision (`v`): once staff replace or turn the scan, its size and tiles are new, so the viewer opens
  // it afresh rather than asking the old geometry's tiles with a new signature.
  const revision = new URLSearchParams(query).get('v') ?? '0';
  const signature = useRef(query);
  const failedTiles = useRef<OpenSeadragon.Tile[]>([]);
  const onTokenExpired = useRef(props.onTokenExpired);
  onTokenExpired.current = props.onTokenExpired;
  const onViewChange = useRef(props.onViewChange);
  onViewChange.current = props.onViewChange;

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
    if (refused) {
      setState({ status: 'denied', requirement: refused });
      return undefined;
    }
    setState({ status: 'loading' });
    Promise.all([import('openseadragon'), loadInfo(`${path}?${signature.current}`)])
      .then(([{ default: OSD }, info]) => {
        if (cancelled || !element.current) return;
        const source = new OSD.IIIFTileSource(
          OSD.IIIFTileSource.prototype.configure(info, path) as OpenSeadragon.TileSourceOptions,
        );
        const tileUrl = source.getTileUrl.bind(source);
        // A getter rather than a string: OpenSeadragon reads it when the tile loads (so with the newest token),
        // and caches tiles by level and position rather than by an address that changes with the token.
        source.getTileUrl = (level, x, y) => {
          const url = tileUrl(level, x, y);
          return () =>
            signedTileUrl(typeof url === 'function' ? url() : url, info.id, serviceBase(path), signature.current);
        };
        created = OSD({
          element: element.current,
          tileSources: [source],
          // One scan at a time is the 2D canvas's job; the default WebGL drawer first tests WebGL by making a
          // context, over 100 ms of the main thread where graphics are software (docs/decisions/viewer.md).
          drawer: 'canvas',
          showNavigationControl: false,
          showNavigator: false,
          visibilityRatio: 0.5,
          minZoomImageRatio: 0.5,
          maxZoomPixelRatio: 4,
          gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true },
        });
        created.addHandler('canvas-key', (e) => {
          const key = e.originalEvent as KeyboardEvent;
          if (!SCAN_KEYS.has(key.code) || key.ctrlKey || key.metaKey || key.altKey) e.preventDefaultAction = true;
        });
        const opened = created;
        const describe = () => {
          // The view as OpenSeadragon has it, on the element: what a browser test (and a curious reader) can check.
          const { dataset } = element.current ?? { dataset: {} as DOMStringMap };
          const away = awayFromHome(opened);
          dataset.zoom = (opened.viewport.getZoom(true) / opened.viewport.getHomeZoom()).toFixed(2);
          dataset.rotation = String(opened.viewport.getRotation(true));
          dataset.flipped = String(opened.viewport.getFlip());
          dataset.moved = String(away);
          return away;
        };
        created.addHandler('animation-finish', () => onViewChange.current?.(describe()));
        created.addHandler('flip', describe);
        created.addHandler('rotate', describe);
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
  }, [path, refused, revision]);

  const zoom = (factor: number) => {
    const v = viewer.current;
    if (v) {
      v.viewport.zoomBy(factor);
      v.viewport.applyConstraints();
    }
  };
  const fit = () => viewer.current?.viewport.goHome();
  useImperativeHandle(
    props.controls,
    () => ({ zoomIn: () => zoom(ZOOM_STEP), zoomOut: () => zoom(1 / ZOOM_STEP), fit }),
    [],
  );

  const ready = state.status === 'ready';
  const turned = useRef(0);
  useEffect(() => {
    // Rotation and flip turn the viewport, so tiles, overlays and zoom keep working on the turned page.
    const v = viewer.current;
    if (!ready || !v) return;
    v.viewport.setRotation(adjustments.rotation);
    v.viewport.setFlip(adjustments.flip);
    // A quarter turn leaves a tall page's old fit across a wide window: the turned page is fitted again.
    if (turned.current !== adjustments.rotation) v.viewport.goHome();
    turned.current = adjustments.rotation;
  }, [ready, adjustments.rotation, adjustments.flip]);
  useFindOverlays(viewer, ready, hits, currentHit, image.width);
  useRegionMarks(viewer, ready, props.region ?? null, props.hovered ?? null);
  useAnnotationLayer(viewer, ready, image, props.annotationLayer);

  const transfer = colourTransfer(adjustments);
  const filtered = changesColours(adjustments);
  return (
    <div className="scan-viewer">
      <div className="scan-viewer__controls" role="toolbar" aria-label="Zoom">
        <button type="button" onClick={() => zoom(ZOOM_STEP)} aria-label="Zoom in" title="Zoom in">
          +
        </button>
        <button type="button" onClick={() => zoom(1 / ZOOM_STEP)} aria-label="Zoom out" title="Zoom out">
          −
        </button>
        <button type="button" onClick={fit} aria-label="Fit page" title="Fit page (Z)">
          ⤢
        </button>
      </div>
      {filtered && (
        // Live brightness, contrast and invert on the drawn canvas, by the image service's own formula.
        <svg className="scan-viewer__filter" aria-hidden="true" width="0" height="0">
          <filter id={filterId} colorInterpolationFilters="sRGB">
            <feComponentTransfer>
              {(['feFuncR', 'feFuncG', 'feFuncB'] as const).map((Func) => (
                <Func key={Func} type="linear" slope={transfer.slope} intercept={transfer.intercept} />
              ))}
            </feComponentTransfer>
            {adjustments.invert && (
              <feComponentTransfer>
                {(['feFuncR', 'feFuncG', 'feFuncB'] as const).map((Func) => (
                  <Func key={Func} type="linear" slope={-1} intercept={1} />
                ))}
              </feComponentTransfer>
            )}
          </filter>
        </svg>
      )}
      <div
        ref={element}
        style={filtered ? ({ '--scan-filter': `url(#${filterId})` } as CSSProperties) : undefined}
        className="scan-viewer__canvas"
        role="img"
        aria-label={`Scan: ${image.title} (${image.width} × ${image.height} pixels)`}
      />
      {state.status === 'loading' && (
        <p className="scan-viewer__status" role="status">
          Loading the scan…
        </p>
      )}
      {state.status === 'failed' && (
        <p className="scan-viewer__status" role="alert">
          The scan could not be loaded.
        </p>
      )}
      {state.status === 'denied' && (
        <p className="scan-viewer__status scan-viewer__status--notice" role="alert">
          {DENIED[state.requirement] ?? 'You do not have access to this scan.'}
        </p>
      )}
      <Suspense fallback={null}>
        {state.status === 'denied' && state.requirement in DENIED && dialogOpen && (
          <AccessDialog
            requirement={state.requirement.toUpperCase() as DenyRequirement}
            action="VIEW"
            contentType="IMAGE"
            thumbnail={image.denyThumbnail}
            onClose={() => setDialogOpen(false)}
          />
        )}
      </Suspense>
    </div>
  );
}
