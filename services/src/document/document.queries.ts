import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { type UploadViewer, shownTo } from '../gallery/upload-privacy';

type Db = Kysely<Database>;

export const imageRows = (db: Db, ids: number[]) =>
  db
    .selectFrom('images as i')
    .innerJoin('publications as p', 'p.id', 'i.publication_id')
    .selectAll('i')
    .select(['p.access_level', 'p.title as publication_title'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('hidden_images as h').select('h.image_id').whereRef('h.image_id', '=', 'i.id'))
        .as('hidden'),
    )
    .where('i.id', 'in', ids)
    .execute();

export type ImageRow = Awaited<ReturnType<typeof imageRows>>[number];

export const subImagesOf = (db: Db, imageIds: number[]) =>
  db
    .selectFrom('sub_images')
    .selectAll()
    .where('image_id', 'in', imageIds)
    .orderBy('image_id')
    .orderBy('ordinal')
    .execute();

export const recordIdsOf = (db: Db, imageIds: number[]) =>
  db.selectFrom('index_records').select(['id', 'image_id']).where('image_id', 'in', imageIds).orderBy('id').execute();

export const rollById = (db: Db, id: number) =>
  db.selectFrom('rolls').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The pages before and after one in its roll, stepping over other members' private uploads. */
export async function neighbours(
  db: Db,
  viewer: UploadViewer,
  rollId: number,
  ordinal: number,
): Promise<{ previous: number | null; next: number | null }> {
  const pages = db.selectFrom('images').select('id').where('roll_id', '=', rollId).where(shownTo(viewer, 'images.id'));
  const [previous, next] = await Promise.all([
    pages.where('ordinal', '<', ordinal).orderBy('ordinal', 'desc').limit(1).executeTakeFirst(),
    pages.where('ordinal', '>', ordinal).orderBy('ordinal').limit(1).executeTakeFirst(),
  ]);
  return { previous: previous?.id ?? null, next: next?.id ?? null };
}

export const subImageById = (db: Db, id: number) =>
  db.selectFrom('sub_images').selectAll().where('id', '=', id).executeTakeFirst();
