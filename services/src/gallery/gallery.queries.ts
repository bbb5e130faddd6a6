import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { reindexDocs } from '../search/index-update';

type Db = Kysely<Database>;

export const uploadById = (db: Db, imageId: number) => db.selectFrom('user_uploads').selectAll().where('image_id', '=', imageId).executeTakeFirst();

/** A member's uploads, newest first; only the public ones unless the caller is that member. */
export function uploadsOf(db: Db, userId: number, includePrivate: boolean) {
  let query = db.selectFrom('user_uploads').selectAll().where('user_id', '=', userId);
  if (!includePrivate) query = query.where('public', '=', 1);
  return query.orderBy('created', 'desc').orderBy('image_id', 'desc').execute();
}

export function updateUpload(db: Db, imageId: number, changes: { title: string; description: string; public: boolean }, now: string) {
  return db.transaction().execute(async (tx) => {
    await tx.updateTable('images').set({ title: changes.title, short_title: changes.title, last_modified: now }).where('id', '=', imageId).execute();
    await tx.updateTable('user_uploads').set({ description: changes.description, public: changes.public ? 1 : 0, modified: now })
      .where('image_id', '=', imageId).execute();
    // Made public it is found at once (the uploads breadcrumb's list is a search); made private it is gone.
    await reindexDocs(tx, 'IMAGE', [imageId]);
  });
}

/** Removes an upload with everything that points at it (gallery entries, tags, the image row); answers its scan's path. */
export function deleteUpload(db: Db, imageId: number): Promise<string | null> {
  return db.transaction().execute(async (tx) => {
    const image = await tx.selectFrom('images').select('file_path').where('id', '=', imageId).executeTakeFirst();
    await tx.deleteFrom('gallery_items').where('content_type', '=', 'IMAGE').where('object_id', '=', imageId).execute();
    await tx.deleteFrom('tags').where('content_type', '=', 'IMAGE').where('object_id', '=', imageId).execute();
    await tx.deleteFrom('user_uploads').where('image_id', '=', imageId).execute();
    await tx.deleteFrom('images').where('id', '=', imageId).execute();
    await reindexDocs(tx, 'IMAGE', [imageId]);
    return image?.file_path ?? null;
  });
}

/** Of these images, the uploads the caller may not see: private ones of other members. */
export async function hiddenUploadIds(db: Db, userId: number | null, imageIds: number[]): Promise<Set<number>> {
  if (imageIds.length === 0) return new Set();
  let query = db.selectFrom('user_uploads').select('image_id').where('image_id', 'in', imageIds).where('public', '=', 0);
  if (userId !== null) query = query.where('user_id', '<>', userId);
  return new Set((await query.execute()).map((r) => r.image_id));
}

/** Who uploaded which of these images, with their names; only uploads the caller may see (public, or their own). */
export function uploadersOf(db: Db, userId: number | null, imageIds: number[]) {
  return db.selectFrom('user_uploads as u').innerJoin('users as m', 'm.id', 'u.user_id')
    .select(['u.image_id', 'u.user_id', 'm.username', 'm.display_name'])
    .where('u.image_id', 'in', imageIds)
    .where((eb) => (userId === null ? eb('u.public', '=', 1) : eb.or([eb('u.public', '=', 1), eb('u.user_id', '=', userId)])))
    .execute();
}

export const galleryItems = (db: Db, userId: number) => db.selectFrom('gallery_items').selectAll()
  .where('user_id', '=', userId).orderBy('created', 'desc').orderBy('id', 'desc').execute();

export async function addGalleryItem(db: Db, userId: number, contentType: string, objectId: number, now: string) {
  const found = await db.selectFrom('gallery_items').selectAll()
    .where('user_id', '=', userId).where('content_type', '=', contentType).where('object_id', '=', objectId).executeTakeFirst();
  if (found) return found;
  return db.insertInto('gallery_items').values({ user_id: userId, content_type: contentType, object_id: objectId, created: now })
    .returningAll().executeTakeFirstOrThrow();
}

export async function removeGalleryItem(db: Db, userId: number, contentType: string, objectId: number): Promise<boolean> {
  const done = await db.deleteFrom('gallery_items')
    .where('user_id', '=', userId).where('content_type', '=', contentType).where('object_id', '=', objectId).executeTakeFirst();
  return Number(done.numDeletedRows) > 0;
}
