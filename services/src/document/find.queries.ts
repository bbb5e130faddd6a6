import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { type UploadViewer, shownTo } from '../gallery/upload-privacy';

type Db = Kysely<Database>;

/** A page's OCR with the access level of its publication, which decides who may read it; none for another member's private upload. */
export const pageOcr = (db: Db, viewer: UploadViewer, imageId: number) =>
  db
    .selectFrom('images as i')
    .innerJoin('publications as p', 'p.id', 'i.publication_id')
    .select(['i.id', 'i.ocr_text', 'i.ocr_words', 'p.access_level'])
    .where('i.id', '=', imageId)
    .where(shownTo(viewer, 'i.id'))
    .executeTakeFirst();

/** One batch of a file's pages the viewer may see, with their word boxes, in reading order (as file-images lists them). */
export const fileOcrPages = (
  db: Db,
  viewer: UploadViewer,
  publicationId: number,
  fileId: number,
  offset: number,
  limit: number,
) =>
  db
    .selectFrom('images')
    .select(['id', 'ordinal', 'ocr_words'])
    .where('roll_id', '=', fileId)
    .where('publication_id', '=', publicationId)
    .where(shownTo(viewer, 'images.id'))
    .orderBy('ordinal')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
