import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/database';
import { type UploadViewer, pagesShownTo, rollShownTo, shownTo } from '../gallery/upload-privacy';

type Db = Kysely<Database>;

/** The first page of a roll by ordinal that the viewer may see: the file's picture (images_roll index). */
function firstPageId(eb: ExpressionBuilder<Database, 'rolls'>, viewer: UploadViewer) {
  return eb
    .selectFrom('images as fp')
    .select('fp.id')
    .whereRef('fp.roll_id', '=', 'rolls.id')
    .where(shownTo(viewer, 'fp.id'))
    .orderBy('fp.ordinal')
    .orderBy('fp.id')
    .limit(1);
}

/**
 * Files (rolls) with their publication, page count and first page; the FILE content objects read these too. Pages
 * and counts leave out other members' private uploads, and a roll of nothing else is not there for the viewer.
 */
export const fileRows = (db: Db, viewer: UploadViewer, ids: number[]) =>
  db
    .selectFrom('rolls')
    .innerJoin('publications as p', 'p.id', 'rolls.publication_id')
    .leftJoin('images as i', (join) => join.on('i.id', '=', (eb) => firstPageId(eb, viewer)))
    .selectAll('rolls')
    .select([
      'p.title as publication_title',
      'p.access_level',
      'i.id as first_image_id',
      'i.width',
      'i.height',
      'i.revision',
      pagesShownTo(viewer, 'roll_id', 'rolls.id').as('image_count'),
    ])
    .where('rolls.id', 'in', ids)
    .where(rollShownTo(viewer, 'rolls.id'))
    .execute();

export type FileRow = Awaited<ReturnType<typeof fileRows>>[number];

export const fileOfPublication = (db: Db, viewer: UploadViewer, publicationId: number, fileId: number) =>
  db
    .selectFrom('rolls')
    .select('id')
    .where('id', '=', fileId)
    .where('publication_id', '=', publicationId)
    .where(rollShownTo(viewer, 'rolls.id'))
    .executeTakeFirst();

/** One page of a file's image ids in reading order, and how many it has, as the viewer may see them. */
export async function fileImageIds(
  db: Db,
  viewer: UploadViewer,
  fileId: number,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('images')
      .select('id')
      .where('roll_id', '=', fileId)
      .where(shownTo(viewer, 'images.id'))
      .orderBy('ordinal')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('rolls')
      .select(pagesShownTo(viewer, 'roll_id', 'rolls.id').as('n'))
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(count.n) };
}
