import { Navigate, useParams } from 'react-router';
import { NotFound } from '../../components/QueryStatus';
import { contentPath } from '../../lib/links';

/** The kinds of object a content document wraps (content spec §3.3). */
const DOCUMENT_TYPES = new Set([
  'INDEX_RECORD',
  'COMPANY',
  'STORY_PAGE',
  'BATTLE',
  'REGIMENT',
  'MILITARY_UNIT',
  'IMAGE',
]);

/**
 * Where `/document/{id}` leads: a document's id is its object's reference, `TYPE.objectId` as the content service
 * writes it (content spec §7.1) or `TYPE:objectId`; a bare number is a scanned document's page, the viewer's own
 * object. Null for anything else.
 */
export function documentTarget(id: string): string | null {
  if (/^[1-9]\d{0,9}$/.test(id)) return `/image/${id}`;
  const match = /^([A-Z_]+)[.:]([1-9]\d{0,9})$/.exec(id);
  if (!match || !DOCUMENT_TYPES.has(match[1]!)) return null;
  return contentPath(`${match[1]}:${match[2]}`) || null;
}

/** /document/{id}: opens the page of the object the document is about. */
export function DocumentRedirect() {
  const target = documentTarget(useParams().id ?? '');
  return target ? <Navigate to={target} replace /> : <NotFound what="document" />;
}
