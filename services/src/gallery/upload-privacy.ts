import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Identity } from '../auth/identity';
import type { Database } from '../db/database';
import { rolesWith } from '@muster/contract/rules';

/**
 * Who may see a member's upload: while it is private, its owner alone (staff included, docs/decisions/gallery.md
 * "Privacy"); once public, whoever its publication admits. To anybody else a private upload does
 * not exist anywhere: not as a page, a canvas, a thumbnail, a picture on a memorial, an id in a list or a count.
 *
 * `viewer` is the caller's user id, or null for a visitor and for answers every caller shares (the publication
 * list, the Honor Wall, search hits): private uploads are left out of those for everybody, their owner included.
 */
export type UploadViewer = number | null;

/** SQL condition, for any query of images: the image with this id is not another member's private upload. */
export function shownTo(viewer: UploadViewer, imageId: Expression<number | null> | string): RawBuilder<SqlBool> {
  const id = typeof imageId === 'string' ? sql.ref(imageId) : imageId;
  return sql<SqlBool>`(NOT EXISTS (SELECT 1 FROM user_uploads hidden WHERE hidden.image_id = ${id} AND hidden.public = 0${
    viewer === null ? sql`` : sql` AND hidden.user_id <> ${viewer}`
  }) AND NOT EXISTS (SELECT 1 FROM hidden_images trashed WHERE trashed.image_id = ${id}${notKeeper(viewer)}))`;
}

/**
 * SQL tail for a scan staff have hidden ('Manage this image', hidden_images): it stays shown to staff whose roles
 * grant 'images', and to nobody else; an answer every caller shares (viewer null) never shows it.
 */
function notKeeper(viewer: UploadViewer): RawBuilder<unknown> {
  if (viewer === null) return sql``;
  const roles = rolesWith('images').map((role) => sql`keeper.roles LIKE ${`%"${role}"%`}`);
  return sql` AND NOT EXISTS (SELECT 1 FROM users keeper WHERE keeper.id = ${viewer} AND (${sql.join(roles, sql` OR `)}))`;
}

/**
 * SQL condition on a roll: it still has a page the viewer may see, or has no pages at all. A member's uploads roll
 * ("{username}'s Uploads") holding only private uploads does not exist for anyone else: its name would tell them.
 */
export function rollShownTo(viewer: UploadViewer, rollId: string): RawBuilder<SqlBool> {
  const roll = sql.ref(rollId);
  return sql<SqlBool>`(EXISTS (SELECT 1 FROM images page WHERE page.roll_id = ${roll} AND ${shownTo(viewer, 'page.id')})
    OR NOT EXISTS (SELECT 1 FROM images page WHERE page.roll_id = ${roll}))`;
}

/**
 * SQL: how many pages of a roll (or a publication) the viewer may see. The hidden ones are counted from the uploads
 * side, so counting a scan roll's thousands of pages (none of them uploads) costs no more than it did.
 */
export function pagesShownTo(viewer: UploadViewer, of: 'roll_id' | 'publication_id', id: string): RawBuilder<number> {
  const owner = sql.ref(id);
  const column = sql.ref(`page.${of}`);
  const privateFor = sql`hidden.public = 0${viewer === null ? sql`` : sql` AND hidden.user_id <> ${viewer}`}`;
  return sql<number>`((SELECT count(*) FROM images page WHERE ${column} = ${owner})
    - (SELECT count(*) FROM user_uploads hidden JOIN images page ON page.id = hidden.image_id
       WHERE ${column} = ${owner} AND ${privateFor})
    - (SELECT count(*) FROM hidden_images trashed JOIN images page ON page.id = trashed.image_id
       WHERE ${column} = ${owner}${notKeeper(viewer)}
       AND NOT EXISTS (SELECT 1 FROM user_uploads hidden WHERE hidden.image_id = page.id AND ${privateFor})))`;
}

/**
 * Where each of these uploads stands among the pages of its roll the viewer may see (1 for the first), in the order
 * file pages are listed. An upload's stored ordinal counts its owner's private uploads before it ("page 5" tells
 * another member there are four), so pages and filmstrips show this position instead. Scans are not uploads.
 */
export async function uploadPositions(
  db: Kysely<Database>,
  viewer: UploadViewer,
  imageIds: number[],
): Promise<Map<number, number>> {
  if (imageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_uploads as u')
    .innerJoin('images as i', 'i.id', 'u.image_id')
    .select([
      'i.id',
      sql<number>`(SELECT count(*) FROM images page WHERE page.roll_id = i.roll_id
      AND (page.ordinal < i.ordinal OR (page.ordinal = i.ordinal AND page.id < i.id)) AND ${shownTo(viewer, 'page.id')}) + 1`.as(
        'position',
      ),
    ])
    .where('u.image_id', 'in', imageIds)
    .execute();
  return new Map(rows.map((r) => [r.id, Number(r.position)]));
}

/** Of these images, the ones the caller may not see: private uploads of other members, and scans staff have hidden. */
export async function hiddenUploadIds(
  db: Kysely<Database>,
  viewer: UploadViewer,
  imageIds: number[],
): Promise<Set<number>> {
  if (imageIds.length === 0) return new Set();
  let query = db
    .selectFrom('user_uploads')
    .select('image_id')
    .where('image_id', 'in', imageIds)
    .where('public', '=', 0);
  if (viewer !== null) query = query.where('user_id', '<>', viewer);
  const trashed = await db
    .selectFrom('hidden_images as trashed')
    .select('trashed.image_id')
    .where('trashed.image_id', 'in', imageIds)
    .where(sql<SqlBool>`1 = 1${notKeeper(viewer)}`)
    .execute();
  return new Set([...(await query.execute()), ...trashed].map((r) => r.image_id));
}

/** The images without other members' private uploads (a batch already read, keyed by image id). */
export async function withoutHiddenUploads<T>(
  db: Kysely<Database>,
  identity: Identity,
  images: Map<number, T>,
): Promise<Map<number, T>> {
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
  const row = await db
    .selectFrom('user_uploads')
    .select('user_id')
    .where('image_id', '=', imageId)
    .where('public', '=', 0)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Which of these images are private uploads at all: an answer showing any of them differs by caller and is never shared. */
export async function privateUploadIds(db: Kysely<Database>, imageIds: number[]): Promise<Set<number>> {
  return hiddenUploadIds(db, null, imageIds);
}
