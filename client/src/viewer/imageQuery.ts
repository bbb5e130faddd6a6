import type { ApolloClient } from '@apollo/client';
import { graphql } from '../__generated__';
import { globalId } from '../lib/links';

export const ImageQuery = graphql(`
  query ViewerImage($id: ID!) {
    image(globalId: $id) {
      id
      imageId
      title
      # 'Manage this image' (content §2.4): the admin link comes only to staff who manage images; only they ever
      # get a hidden page.
      adminLink
      hidden
      previousImage {
        id
        imageId
      }
      nextImage {
        id
        imageId
      }
      publication {
        id
        allowAnnotations
        allowPrint
        allowDownload
        allowDownloadDoc
      }
      subImages {
        id
        subImageId
        x
        y
        w
        h
      }
      ...ScanViewer_image
      ...ViewerTopBar_image
      ...ViewerInfoPane_image
      ...Filmstrip_image
      # Null when the caller may annotate; Annotate is shown only then (content §2.4).
      annotate: access(action: ANNOTATE) {
        requirement
      }
      annotations {
        id
        annotationId
        type
        value
        label
      }
      ...AnnotationLayer_image
      ...AnnotationList_image
    }
  }
`);

export const imageVariables = (imageId: number) => ({ id: globalId('IMAGE', imageId) });

/** When the route last sent the page's query, by image. */
const sent = new Map<number, number>();
/** How long a prefetched answer stands in for the page's own network-first query (signatures last an hour). */
const FRESH_MS = 60 * 1000;

/**
 * Sends the viewer's query while the page's code is still loading (ViewerRoute), so on a first visit the scan's
 * addresses are on their way as soon as Apollo Client runs rather than once the viewer's chunks have arrived.
 * The answer goes into Apollo's cache; the page, mounting, reads it there or joins the request still out (Apollo
 * deduplicates identical requests in flight).
 */
export function prefetchImage(client: ApolloClient, imageId: number): void {
  sent.set(imageId, Date.now());
  client
    .query({ query: ImageQuery, variables: imageVariables(imageId), fetchPolicy: 'network-only', errorPolicy: 'all' })
    .catch(() => sent.delete(imageId));
}

/** Whether the route sent this image's query moments ago (its answer, or the request in flight, serves the page). */
export function prefetchedRecently(imageId: number): boolean {
  const at = sent.get(imageId);
  return at !== undefined && Date.now() - at < FRESH_MS;
}
