import type { Kysely } from 'kysely';
import { pictureOf } from '../content/content.mapper';
import type { Database } from '../db/database';

type Db = Kysely<Database>;
type Rect = { x: number; y: number; w: number; h: number };

/** A page and, when there is one, the region of it a picture shows. */
export interface PagePicture {
  imageId: number;
  rect: Rect | null;
}

const rectOf = (r: { x: number | null; y: number | null; w: number | null; h: number | null }): Rect | null =>
  r.x === null || r.y === null || r.w === null || r.h === null ? null : { x: r.x, y: r.y, w: r.w, h: r.h };

/** An index record's page and its region (the record's sub-image), as its search hit shows it. */
export async function recordPicture(db: Db, id: number): Promise<PagePicture | null> {
  const row = await db
    .selectFrom('index_records as r')
    .leftJoin('sub_images as s', 's.id', 'r.sub_image_id')
    .select(['r.image_id', 's.x', 's.y', 's.w', 's.h'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  return row ? { imageId: row.image_id, rect: rectOf(row) } : null;
}

/** A sub-image's page and rectangle. */
export async function subImagePicture(db: Db, id: number): Promise<PagePicture | null> {
  const row = await db
    .selectFrom('sub_images')
    .select(['image_id', 'x', 'y', 'w', 'h'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { imageId: row.image_id, rect: rectOf(row) } : null;
}

/** What a memorial picture element's value shows: a page with its saved crop, or a sub-image's region. */
export async function elementPicture(db: Db, value: Record<string, unknown>): Promise<PagePicture | null> {
  const reference = value.reference as { contentType?: unknown; objectId?: unknown } | undefined;
  if (reference?.contentType === 'SUB_IMAGE' && Number.isInteger(reference.objectId))
    return subImagePicture(db, reference.objectId as number);
  return pictureOf(value);
}
