import type { Kysely } from 'kysely';
import type { Identity } from '../auth/identity';
import type { Database } from '../db/database';
import { hiddenUploadIds } from './gallery.queries';

/**
 * The images without other members' private uploads: to anyone but its owner a private upload does not
 * exist (404), so neither its description nor a tile token is ever handed out for it.
 */
export async function withoutHiddenUploads<T>(db: Kysely<Database>, identity: Identity, images: Map<number, T>): Promise<Map<number, T>> {
  const hidden = await hiddenUploadIds(db, identity.userId, [...images.keys()]);
  if (hidden.size === 0) return images;
  return new Map([...images].filter(([id]) => !hidden.has(id)));
}

/** Whether one image is another member's private upload. */
export async function isHiddenUpload(db: Kysely<Database>, identity: Identity, imageId: number): Promise<boolean> {
  return (await hiddenUploadIds(db, identity.userId, [imageId])).has(imageId);
}

/** The owner of a private upload, or null when the image is not one (scans, public uploads). */
export async function privateUploadOwner(db: Kysely<Database>, imageId: number): Promise<number | null> {
  const row = await db.selectFrom('user_uploads').select('user_id').where('image_id', '=', imageId).where('public', '=', 0).executeTakeFirst();
  return row?.user_id ?? null;
}
