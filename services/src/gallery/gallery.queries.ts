import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { reindexDocs } from '../search/index-update';
import { shownTo } from './upload-privacy';

type Db = Kysely<Database>;

export const uploadById = (db: Db, imageId: number) =>
  db.selectFrom('user_uploads').selectAll().where('image_id', '=', imageId).executeTakeFirst();

/** A member's uploads, newest first; only the public ones unless the caller is that member. */
export function uploadsOf(db: Db, userId: number, includePrivate: boolean) {
  let query = db.selectFrom('user_uploads').selectAll().where('user_id', '=', userId);
  if (!includePrivate) query = query.where('public', '=', 1);
  return query.orderBy('created', 'desc').orderBy('image_id', 'desc').execute();
}

/**
 * The upload's roll, its row locked by a no-op update (as reindexDocs asks: two changes of one member's uploads at
 * once then replace the roll's FILE document in turn rather than both adding one).
 */
async function lockedRollOf(tx: Db, imageId: number): Promise<number[]> {
  const rolls = (await tx.selectFrom('images').select('roll_id').where('id', '=', imageId).execute()).map(
    (r) => r.roll_id,
  );
  if (rolls.length)
    await tx
      .updateTable('rolls')
      .set((eb) => ({ name: eb.ref('name') }))
      .where('id', 'in', rolls)
      .execute();
  return rolls;
}

export function updateUpload(
  db: Db,
  imageId: number,
  changes: { title: string; description: string; public: boolean },
  now: string,
) {
  return db.transaction().execute(async (tx) => {
    const roll = await lockedRollOf(tx, imageId);
    await tx
      .updateTable('images')
      .set({ title: changes.title, short_title: changes.title, last_modified: now })
      .where('id', '=', imageId)
      .execute();
    await tx
      .updateTable('user_uploads')
      .set({ description: changes.description, public: changes.public ? 1 : 0, modified: now })
      .where('image_id', '=', imageId)
      .execute();
    // Made public it is found at once (the uploads breadcrumb's list is a search); made private it is gone, and
    // so is the member's roll when nothing public is left in it.
    await reindexDocs(tx, 'IMAGE', [imageId]);
    await reindexDocs(tx, 'FILE', roll);
  });
}

/** Removes an upload with everything that points at it (gallery entries, tags, the image row); answers its scan's path. */
export function deleteUpload(db: Db, imageId: number): Promise<string | null> {
  return db.transaction().execute(async (tx) => {
    const roll = await lockedRollOf(tx, imageId);
    const image = await tx.selectFrom('images').select('file_path').where('id', '=', imageId).executeTakeFirst();
    await tx.deleteFrom('gallery_items').where('content_type', '=', 'IMAGE').where('object_id', '=', imageId).execute();
    await tx.deleteFrom('tags').where('content_type', '=', 'IMAGE').where('object_id', '=', imageId).execute();
    await tx.deleteFrom('user_uploads').where('image_id', '=', imageId).execute();
    await tx.deleteFrom('images').where('id', '=', imageId).execute();
    await reindexDocs(tx, 'IMAGE', [imageId]);
    await reindexDocs(tx, 'FILE', roll);
    return image?.file_path ?? null;
  });
}

/** Who uploaded which of these images, with their names; only uploads the caller may see (public, or their own). */
export function uploadersOf(db: Db, userId: number | null, imageIds: number[]) {
  return db
    .selectFrom('user_uploads as u')
    .innerJoin('users as m', 'm.id', 'u.user_id')
    .select(['u.image_id', 'u.user_id', 'm.username', 'm.display_name'])
    .where('u.image_id', 'in', imageIds)
    .where((eb) =>
      userId === null ? eb('u.public', '=', 1) : eb.or([eb('u.public', '=', 1), eb('u.user_id', '=', userId)]),
    )
    .execute();
}

/** A member's gallery, newest first, without images that became another member's private upload since they were added. */
export const galleryItems = (db: Db, userId: number) =>
  db
    .selectFrom('gallery_items')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('gallery_items.content_type', '<>', 'IMAGE'), shownTo(userId, 'gallery_items.object_id')]))
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .execute();

export async function addGalleryItem(db: Db, userId: number, contentType: string, objectId: number, now: string) {
  const found = await db
    .selectFrom('gallery_items')
    .selectAll()
    .where('user_id', '=', userId)
    .where('content_type', '=', contentType)
    .where('object_id', '=', objectId)
    .executeTakeFirst();
  if (found) return found;
  return db
    .insertInto('gallery_items')
    .values({ user_id: userId, content_type: contentType, object_id: objectId, created: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function removeGalleryItem(
  db: Db,
  userId: number,
  contentType: string,
  objectId: number,
): Promise<boolean> {
  const done = await db
    .deleteFrom('gallery_items')
    .where('user_id', '=', userId)
    .where('content_type', '=', contentType)
    .where('object_id', '=', objectId)
    .executeTakeFirst();
  return Number(done.numDeletedRows) > 0;
}
