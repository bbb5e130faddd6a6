import { useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__';
import { ErrorMessage, Loading, NotFound } from '../components/QueryStatus';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useNumericParam } from '../lib/useNumericParam';
import { DownloadLink } from './DownloadLink';
import { ScanViewer } from './ScanViewer';
import { ViewerBreadcrumb } from './ViewerBreadcrumb';
import { ViewerInfoPane } from './ViewerInfoPane';
import './viewer.css';

const ImageQuery = graphql(`
  query ViewerImage($id: Int!) {
    image(id: $id) {
      id
      imageId
      title
      previousImage {
        id
        imageId
      }
      nextImage {
        id
        imageId
      }
      ...ScanViewer_image
      ...DownloadLink_image
      ...ViewerBreadcrumb_image
      ...ViewerInfoPane_image
    }
  }
`);

/**
 * Image addresses are signed for one hour (Image.tileSource, downloadUrl): the page asks for fresh ones every
 * half hour, and at most this often when tiles start failing (a computer woken from sleep).
 */
const SIGNATURE_REFRESH_MS = 30 * 60 * 1000;
const FAILED_TILE_REFRESH_MS = 60 * 1000;

/** /image/:id: the document viewer (first version): the zoomable scan, its place and its records. */
export function ImagePage() {
  const id = useNumericParam();
  const navigate = useNavigate();
  // Network first: a page kept in Apollo's cache would carry addresses signed too long ago.
  const { data, loading, error, refetch } = useQuery(ImageQuery, {
    variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'network-only', pollInterval: SIGNATURE_REFRESH_MS,
  });
  const lastRefresh = useRef(0);
  const refreshSignatures = useCallback(() => {
    if (Date.now() - lastRefresh.current < FAILED_TILE_REFRESH_MS) return;
    lastRefresh.current = Date.now();
    void refetch();
  }, [refetch]);
  const image = data?.image;
  useDocumentTitle(image?.title);
  const previous = image?.previousImage ? `/image/${image.previousImage.imageId}` : null;
  const next = image?.nextImage ? `/image/${image.nextImage.imageId}` : null;

  useEffect(() => {
    // Ctrl (Command on a Mac) with an arrow turns the page (content spec §2.4).
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      if (e.key === 'ArrowLeft' && previous) navigate(previous);
      else if (e.key === 'ArrowRight' && next) navigate(next);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, previous, next]);

  if (id === null) return <NotFound what="image" />;
  if (error) return <ErrorMessage error={error} />;
  if (loading && !image) return <Loading label="Opening the page…" />;
  if (!image) return <NotFound what="image" />;
  return (
    <div className="viewer-page">
      <div className="viewer-page__bar">
        <ViewerBreadcrumb image={image} />
        <h1 className="viewer-page__title">{image.title}</h1>
        <nav className="viewer-page__turn" aria-label="Pages">
          {previous ? <Link to={previous} rel="prev">‹ Previous page</Link> : <span>‹ Previous page</span>}
          {next ? <Link to={next} rel="next">Next page ›</Link> : <span>Next page ›</span>}
          <DownloadLink image={image} />
        </nav>
      </div>
      <div className="viewer-page__body">
        <ScanViewer key={image.id} image={image} onTokenExpired={refreshSignatures} />
        <ViewerInfoPane image={image} />
      </div>
    </div>
  );
}
