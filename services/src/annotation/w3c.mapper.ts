import type { AnnotationRow } from './annotation.queries';

/**
 * A page's annotations as a W3C Web Annotation AnnotationPage (https://www.w3.org/TR/annotation-model/), the
 * JSON-LD other annotation tools and IIIF viewers read. Ids are addresses on the site: an annotation's is the
 * viewer opened on it (the share address, content §2.1), its target's source the viewer page of the scan, and
 * the rectangle a media-fragment selector in full-scan pixels.
 */
export const ANNO_CONTEXT = 'http://www.w3.org/ns/anno.jsonld';
export const MEDIA_FRAGMENTS = 'http://www.w3.org/TR/media-frags/';

/** The W3C motivation closest to each kind: names identify, comments comment, dates, places and transcriptions describe. */
const PURPOSE: Record<string, string> = {
  name: 'identifying',
  date: 'describing',
  location: 'describing',
  transcription: 'describing',
  comment: 'commenting',
};

export interface W3CAnnotation {
  id: string;
  type: 'Annotation';
  motivation: string;
  created: string;
  modified: string;
  creator?: { id: string; type: 'Person'; nickname: string };
  body: { type: 'TextualBody'; value: string; purpose: string; format?: string }[];
  target: {
    source: string;
    selector: { type: 'FragmentSelector'; conformsTo: string; value: string };
    /** Clockwise degrees the rectangle is turned, when it is (a Muster extension, ignored by other readers). */
    rotation?: number;
  };
}

export interface W3CAnnotationPage {
  '@context': string;
  id: string;
  type: 'AnnotationPage';
  label: string;
  items: W3CAnnotation[];
}

export function toW3CAnnotation(row: AnnotationRow, base: string): W3CAnnotation {
  const purpose = PURPOSE[row.type] ?? 'commenting';
  const body: W3CAnnotation['body'] = [
    { type: 'TextualBody', value: row.value, purpose, format: 'text/plain' },
    // The kind itself, so a reader can tell a name from a place.
    { type: 'TextualBody', value: row.type, purpose: 'classifying' },
  ];
  if (row.label) body.push({ type: 'TextualBody', value: row.label, purpose: 'tagging' });
  return {
    id: `${base}/image/${row.image_id}?ann=${row.id}`,
    type: 'Annotation',
    motivation: purpose,
    created: row.created,
    modified: row.modified,
    ...(row.username
      ? {
          creator: {
            id: `${base}/profile/${encodeURIComponent(row.username)}`,
            type: 'Person' as const,
            nickname: row.username,
          },
        }
      : {}),
    body,
    target: {
      source: `${base}/image/${row.image_id}`,
      selector: {
        type: 'FragmentSelector',
        conformsTo: MEDIA_FRAGMENTS,
        value: `xywh=pixel:${row.x},${row.y},${row.w},${row.h}`,
      },
      ...(row.rotation ? { rotation: row.rotation } : {}),
    },
  };
}

export function toW3CAnnotationPage(
  image: { id: number; title: string },
  rows: AnnotationRow[],
  base: string,
): W3CAnnotationPage {
  return {
    '@context': ANNO_CONTEXT,
    id: `${base}/annotations/${image.id}`,
    type: 'AnnotationPage',
    label: `Annotations of ${image.title}`,
    items: rows.map((row) => toW3CAnnotation(row, base)),
  };
}
