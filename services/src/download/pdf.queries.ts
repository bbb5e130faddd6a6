import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { type UploadViewer, shownTo } from '../gallery/upload-privacy';

/** A page with what a PDF of it needs: access rules, the scan file and the citation's parts; none for another member's private upload. */
export const imageForPdf = (db: Kysely<Database>, viewer: UploadViewer, id: number) =>
  db
    .selectFrom('images as i')
    .innerJoin('publications as p', 'p.id', 'i.publication_id')
    .select([
      'i.id',
      'i.title',
      'i.ordinal',
      'i.file_path',
      'i.width',
      'i.height',
      'p.title as publication_title',
      'p.access_level',
      'p.allow_download_doc',
    ])
    .where('i.id', '=', id)
    .where(shownTo(viewer, 'i.id'))
    .executeTakeFirst();

export type ImageForPdf = NonNullable<Awaited<ReturnType<typeof imageForPdf>>>;
