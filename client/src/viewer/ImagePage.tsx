import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import type { BrowseState } from '../components/browse/browseState';
import { ErrorMessage, Loading, NotFound } from '../components/QueryStatus';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useNumericParam } from '../lib/useNumericParam';
import { Coachmarks, coachmarksSeen } from './Coachmarks';
import { Filmstrip } from './Filmstrip';
import { FindBar } from './FindBar';
import { ImageControls } from './ImageControls';
import { NO_ADJUSTMENTS } from './imageAdjustments';
import { printHref } from './printAddress';
import { ScanViewer, type ScanControls } from './ScanViewer';
import type { ViewerAction } from './shortcuts';
import { useFindInPage } from './useFindInPage';
import type { Box } from './useFindOverlays';
import { onMac, useViewerShortcuts } from './useViewerShortcuts';
import { ViewerFooter } from './ViewerFooter';
import { ViewerInfoPane } from './ViewerInfoPane';
import { ViewerTools, type ToolAction } from './ViewerTools';
import { ViewerTopBar } from './ViewerTopBar';
import { ImageQuery, imageVariables, prefetchedRecently } from './imageQuery';
import {
  BrowseDialog,
  DownloadDialog,
  ManageImageDialog,
  ReportIssueDialog,
  ShareDialog,
  ShortcutsDialog,
} from './viewerDialogs';
import { AnnotationList } from './annotations/AnnotationList';
import { useAnnotationEditing } from './annotations/useAnnotationEditing';
import './viewer.css';

/**
 * Image addresses are signed for one hour (Image.tileSource, downloadUrl): the page asks for fresh ones every
 * half hour, and at most this often when tiles start failing (a computer woken from sleep).
 */
const SIGNATURE_REFRESH_MS = 30 * 60 * 1000;
const FAILED_TILE_REFRESH_MS = 60 * 1000;
const narrow = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches === true;

/** A region's box, when the page lists it with one (the box is null for a caller who may not view the page). */
function boxOf(
  subImages:
    | readonly { subImageId: number; x: number | null; y: number | null; w: number | null; h: number | null }[]
    | undefined,
  subImageId: number | null,
): Box | null {
  const sub = subImageId === null ? undefined : subImages?.find((s) => s.subImageId === subImageId);
  return sub && sub.x !== null && sub.y !== null && sub.w !== null && sub.h !== null
    ? { x: sub.x, y: sub.y, w: sub.w, h: sub.h }
    : null;
}

type Dialog = null | 'shortcuts' | 'share' | 'browse' | 'report' | 'download' | 'manage';

/** /image/:id (also ?rec= a sub-image, ?find= a text to find): the document viewer of content spec §2.4. */
export function ImagePage() {
  const id = useNumericParam();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const rec = Number(params.get('rec')) || null;
  // ?ann= opens the viewer on an annotation (its share address, content §2.1).
  const ann = Number(params.get('ann')) || null;
  // Network first: a page kept in Apollo's cache would carry addresses signed too long ago. The answer the route
  // asked for while this code loaded (ViewerRoute) is fresh, though, and a request still out is joined.
  const prefetched = useMemo(() => id !== null && prefetchedRecently(id), [id]);
  const { data, loading, error, refetch } = useQuery(ImageQuery, {
    variables: imageVariables(id ?? 0),
    skip: id === null,
    fetchPolicy: prefetched ? 'cache-first' : 'network-only',
    pollInterval: SIGNATURE_REFRESH_MS,
    // The publication comes from another service and may fail alone (null with an error): the page still shows.
    errorPolicy: 'all',
  });
  const lastRefresh = useRef(0);
  const refreshSignatures = useCallback(() => {
    if (Date.now() - lastRefresh.current < FAILED_TILE_REFRESH_MS) return;
    lastRefresh.current = Date.now();
    void refetch();
  }, [refetch]);
  const image = data?.image;
  useDocumentTitle(image?.title);

  const [infoShown, setInfoShown] = useState(() => !narrow());
  const [filmstripShown, setFilmstripShown] = useState(true);
  // On a phone the scan gets the screen; the site navigation comes back with the top bar's toggle.
  const [navShown, setNavShown] = useState(() => !narrow());
  const [coachmarks, setCoachmarks] = useState(() => !coachmarksSeen());
  // Where the info pane stands beside the scan (a wide screen), the first-visit tips go at its top rather than under
  // the scan, which keeps its whole height; on a phone they sit under the scan.
  const tipsInPane = infoShown && !narrow();
  // The admin link (`?manage=1`) opens the viewer on 'Manage this image'.
  const [dialog, setDialog] = useState<Dialog>(() => (params.get('manage') ? 'manage' : null));
  const [browseAt, setBrowseAt] = useState<BrowseState | undefined>();
  const [adjustments, setAdjustments] = useState(NO_ADJUSTMENTS);
  const [viewMoved, setViewMoved] = useState(false);
  const [hoveredRegion, setHoveredRegion] = useState<number | null>(null);
  const [notice] = useState('');
  const controls = useRef<ScanControls>(null);
  const find = useFindInPage(id, params, setParams);
  const showAnnotation = (annotationId: number) =>
    setParams(
      (p) => {
        p.set('ann', String(annotationId));
        return p;
      },
      { replace: true },
    );
  const annotating = useAnnotationEditing(image ?? undefined, image ?? undefined, ann, showAnnotation);
  const canAnnotate = image?.publication?.allowAnnotations === true && image.annotate == null;
  // The Download dialog offers the JPEG and the PDF each where the publication allows it.
  const canDownload = image?.publication?.allowDownload === true || image?.publication?.allowDownloadDoc === true;

  const subImages = image?.subImages;
  const region = useMemo(() => boxOf(subImages, rec), [subImages, rec]);
  const hovered = useMemo(() => boxOf(subImages, hoveredRegion), [subImages, hoveredRegion]);
  const keep = find.text ? `?find=${encodeURIComponent(find.text)}` : '';
  const turn = (to: { imageId: number } | null | undefined) =>
    to ? (navigate(`/image/${to.imageId}${keep}`), true) : false;

  const run = (action: ViewerAction | ToolAction): boolean => {
    if (!image) return false;
    switch (action) {
      case 'nextPage':
        return turn(image.nextImage);
      case 'previousPage':
        return turn(image.previousImage);
      case 'zoomIn':
        controls.current?.zoomIn();
        return true;
      case 'zoomOut':
        controls.current?.zoomOut();
        return true;
      case 'zoomFit':
        controls.current?.fit();
        return true;
      case 'toggleInfo':
        setInfoShown((v) => !v);
        return true;
      case 'toggleFilmstrip':
        setFilmstripShown((v) => !v);
        return true;
      case 'find':
        find.open();
        return true;
      case 'help':
        setDialog('shortcuts');
        return true;
      case 'share':
        setDialog('share');
        return true;
      case 'tag':
        window.open(`/gallery/recent?objectId=${image.imageId}&contentType=IMAGE`, '_blank', 'noopener');
        return true;
      case 'download':
        if (!canDownload) return false;
        setDialog('download');
        return true;
      case 'print':
        if (!image.publication?.allowPrint) return false;
        window.open(printHref(image.imageId, adjustments), '_blank', 'noopener');
        return true;
      case 'addToMemorial':
        navigate(`/memorial/create?image=${image.imageId}`);
        return true;
      case 'manage':
        if (!image.adminLink) return false;
        setDialog('manage');
        return true;
      case 'annotate':
        if (!canAnnotate) return false;
        annotating.toggle();
        return true;
      default:
        return false;
    }
  };
  useViewerShortcuts(run);

  if (id === null) return <NotFound what="image" />;
  if (error && !data?.image) return <ErrorMessage error={error} />;
  if (loading && !image) return <Loading label="Opening the page…" />;
  if (!image) return <NotFound what="image" />;
  return (
    <div className={`viewer-page${navShown ? '' : ' viewer-page--nav-hidden'}${infoShown ? ' viewer-page--info' : ''}`}>
      <ViewerTopBar
        image={image}
        navShown={navShown}
        onToggleNav={() => setNavShown(!navShown)}
        onBrowse={(state) => {
          setBrowseAt(state);
          setDialog('browse');
        }}
      >
        <button
          type="button"
          className="viewer-tools__item viewer-top__info"
          aria-expanded={infoShown}
          aria-controls="viewer-info"
          onClick={() => setInfoShown(!infoShown)}
        >
          Info
        </button>
        <ViewerTools
          imageId={image.imageId}
          canAnnotate={canAnnotate}
          canDownload={canDownload}
          canPrint={image.publication?.allowPrint === true}
          adminHref={image.adminLink ?? null}
          helpShown={coachmarks}
          onAction={(a) => (a === 'help' ? setCoachmarks(!coachmarks) : run(a))}
        />
      </ViewerTopBar>
      {find.shown && (
        <FindBar
          text={find.text}
          onText={find.setText}
          total={find.total}
          current={find.current}
          onStep={find.step}
          onClose={find.close}
          error={find.error}
          focusKey={find.focusKey}
        />
      )}
      <p className="viewer-page__notice" role="status">
        {notice}
      </p>
      {image.hidden && (
        <p className="viewer-page__hidden">Hidden by staff: members and visitors cannot find this page.</p>
      )}
      <div className="viewer-page__body">
        <div className="viewer-page__main">
          <ScanViewer
            key={image.id}
            image={image}
            onTokenExpired={refreshSignatures}
            adjustments={adjustments}
            hits={find.hits}
            currentHit={find.current}
            region={region}
            hovered={hovered}
            onViewChange={setViewMoved}
            controls={controls}
            annotationLayer={annotating.layer}
          />
          {annotating.panel}
          {coachmarks && !tipsInPane && <Coachmarks onClose={() => setCoachmarks(false)} />}
          <ImageControls
            value={adjustments}
            onChange={setAdjustments}
            viewMoved={viewMoved}
            onReset={() => {
              setAdjustments(NO_ADJUSTMENTS);
              controls.current?.fit();
            }}
          />
          {filmstripShown && <Filmstrip image={image} search={keep} />}
        </div>
        {infoShown && (
          <ViewerInfoPane
            image={image}
            imageId={image.imageId}
            subImageId={rec}
            onClose={() => setInfoShown(false)}
            onHoverRegion={setHoveredRegion}
          >
            {coachmarks && tipsInPane && <Coachmarks onClose={() => setCoachmarks(false)} />}
            <AnnotationList
              image={image}
              selectedId={ann}
              onEdit={(annotationId) => {
                annotating.edit(annotationId);
                if (narrow()) setInfoShown(false);
              }}
            />
          </ViewerInfoPane>
        )}
      </div>
      <ViewerFooter onShortcuts={() => setDialog('shortcuts')} onReport={() => setDialog('report')} />
      <Suspense fallback={null}>
        {dialog === 'shortcuts' && <ShortcutsDialog mac={onMac()} onClose={() => setDialog(null)} />}
        {dialog === 'share' && <ShareDialog contentType="IMAGE" id={image.imageId} onClose={() => setDialog(null)} />}
        {dialog === 'download' && (
          <DownloadDialog imageId={image.imageId} adjustments={adjustments} onClose={() => setDialog(null)} />
        )}
        {dialog === 'manage' && image.adminLink && (
          <ManageImageDialog
            imageId={image.imageId}
            onChanged={() => void refetch()}
            onClose={() => {
              setDialog(null);
              if (params.get('manage'))
                setParams(
                  (p) => {
                    p.delete('manage');
                    return p;
                  },
                  { replace: true },
                );
            }}
          />
        )}
        {dialog === 'report' && (
          <ReportIssueDialog
            objectType="IMAGE"
            objectId={image.imageId}
            initialSubject="IMAGE_PROBLEM"
            onClose={() => setDialog(null)}
          />
        )}
        {/* Mounted from its first opening on: it keeps the reader's place while the page is open. */}
        {(dialog === 'browse' || browseAt !== undefined) && (
          <BrowseDialog
            key={JSON.stringify(browseAt)}
            open={dialog === 'browse'}
            initialState={browseAt}
            onClose={() => setDialog(null)}
          />
        )}
      </Suspense>
    </div>
  );
}
