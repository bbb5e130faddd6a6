import type { Kysely } from 'kysely';
import { SUPPORTED_CONTENT_TYPES, loadContentObjects } from '../content/content.loader';
import type { Box } from '@muster/contract/rules';
import type { ContentObject, ObjectReference, HitContent } from '@muster/contract';
import type { Database } from '../db/database';

/** mcontent's default box for search pages (content §9: thumbnail target 200 by 200). */
export const HIT_THUMB: Box = { width: 200, height: 200 };

const supported = new Set<string>(SUPPORTED_CONTENT_TYPES);

/** Loads the content objects of a page's hits in one box, by `contentType:objectId`. */
export type HitObjects = (refs: ObjectReference[], box: Box) => Promise<Map<string, ContentObject>>;

const refKey = (ref: ObjectReference) => `${ref.contentType}:${ref.objectId}`;

/**
 * A loader for one search answer: the access check and the summaries read the same page's objects, so a box
 * asked twice for the same hits is read once (one statement per content type on the page, as mcontent reads them).
 * Read as for a visitor: hits are one answer for everybody.
 */
export function hitObjects(db: Kysely<Database>): HitObjects {
  const held = new Map<string, Promise<Map<string, ContentObject>>>();
  return (refs, box) => {
    const key = `${box.width}x${box.height}:${refs.map(refKey).join(',')}`;
    let found = held.get(key);
    if (!found) {
      const wanted = refs.filter((ref) => supported.has(ref.contentType));
      found = (wanted.length ? loadContentObjects(db, null, wanted, box) : Promise.resolve([])).then(
        (objects) => new Map(objects.flatMap((o) => (o ? [[refKey(o.metadata.id), o] as const] : []))),
      );
      held.set(key, found);
    }
    return found;
  };
}

/**
 * The content summaries of a page of hits, read the way POST /fold31-api/obj-ref/mcontent reads them (same titles
 * and thumbnails), in order; null for a hit whose object is gone or whose type has no content object. A memorial
 * whose cover is a private upload shows no thumbnail there, even to the upload's owner.
 */
export async function hitContents(
  load: HitObjects,
  refs: ObjectReference[],
  box: Box = HIT_THUMB,
): Promise<(HitContent | null)[]> {
  const found = await load(refs, box);
  return refs.map((ref) => {
    const object = found.get(refKey(ref));
    return object ? { title: object.title, thumbnail: object.thumbnail, publicationId: object.publicationId } : null;
  });
}

/** The access level guarding each hit's object (its publication's), in order; null when the object is gone. */
export async function hitAccessLevels(
  load: HitObjects,
  refs: ObjectReference[],
  box: Box = HIT_THUMB,
): Promise<(string | null)[]> {
  const found = await load(refs, box);
  return refs.map((ref) => found.get(refKey(ref))?.runtimeProperties.accessLevel ?? null);
}
