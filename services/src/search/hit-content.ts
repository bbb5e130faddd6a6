import type { Kysely } from 'kysely';
import { SUPPORTED_CONTENT_TYPES, loadContentObjects } from '../content/content.loader';
import type { Box } from '@muster/contract/rules';
import type { ObjectReference, HitContent } from '@muster/contract';
import type { Database } from '../db/database';

/** mcontent's default box for search pages (content §9: thumbnail target 200 by 200). */
export const HIT_THUMB: Box = { width: 200, height: 200 };

const supported = new Set<string>(SUPPORTED_CONTENT_TYPES);

/**
 * The content summaries of a page of hits, read the way POST /fold31-api/obj-ref/mcontent reads them
 * (one statement per content type on the page, same titles and thumbnails), in order; null for a hit
 * whose object is gone or whose type has no content object. Read as for a visitor: hits are one answer for
 * everybody, so a memorial whose cover is a private upload shows no thumbnail there, even to the upload's owner.
 */
export async function hitContents(
  db: Kysely<Database>,
  refs: ObjectReference[],
  box: Box = HIT_THUMB,
): Promise<(HitContent | null)[]> {
  const wanted = refs.filter((ref) => supported.has(ref.contentType));
  const objects = wanted.length ? await loadContentObjects(db, null, wanted, box) : [];
  const found = new Map(
    objects.flatMap((o) => (o ? [[`${o.metadata.id.contentType}:${o.metadata.id.objectId}`, o] as const] : [])),
  );
  return refs.map((ref) => {
    const object = found.get(`${ref.contentType}:${ref.objectId}`);
    return object ? { title: object.title, thumbnail: object.thumbnail, publicationId: object.publicationId } : null;
  });
}

/** The access level guarding each hit's object (its publication's), in order; null when the object is gone. */
export async function hitAccessLevels(db: Kysely<Database>, refs: ObjectReference[]): Promise<(string | null)[]> {
  const wanted = refs.filter((ref) => supported.has(ref.contentType));
  const objects = wanted.length ? await loadContentObjects(db, null, wanted, HIT_THUMB) : [];
  const found = new Map(
    objects.flatMap((o) =>
      o ? [[`${o.metadata.id.contentType}:${o.metadata.id.objectId}`, o.runtimeProperties.accessLevel] as const] : [],
    ),
  );
  return refs.map((ref) => found.get(`${ref.contentType}:${ref.objectId}`) ?? null);
}
