import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { type UploadViewer, rollShownTo, shownTo } from '../gallery/upload-privacy';

type Db = Kysely<Database>;

/**
 * An image with what deciding and rendering it needs: its file, size and its publication's rules; none for another
 * member's private upload, even with a token signed while it was public.
 */
export const imageForAccess = (db: Db, viewer: UploadViewer, id: number) =>
  db
    .selectFrom('images as i')
    .innerJoin('publications as p', 'p.id', 'i.publication_id')
    .select([
      'i.id',
      'i.file_path',
      'i.width',
      'i.height',
      'i.revision',
      'p.access_level',
      'p.allow_download',
      'p.allow_print',
    ])
    .where('i.id', '=', id)
    .where(shownTo(viewer, 'i.id'))
    .executeTakeFirst();

export type ImageForAccess = NonNullable<Awaited<ReturnType<typeof imageForAccess>>>;

export const rollWithPublication = (db: Db, viewer: UploadViewer, rollId: number) =>
  db
    .selectFrom('rolls as r')
    .innerJoin('publications as p', 'p.id', 'r.publication_id')
    .selectAll('r')
    .select(['p.title as publication_title', 'p.provider', 'p.browse_labels', 'p.access_level'])
    .where('r.id', '=', rollId)
    .where(rollShownTo(viewer, 'r.id'))
    .executeTakeFirst();

export type RollWithPublication = NonNullable<Awaited<ReturnType<typeof rollWithPublication>>>;

/** The pages of a roll the viewer may see, in reading order. */
export const rollPages = (db: Db, viewer: UploadViewer, rollId: number) =>
  db
    .selectFrom('images')
    .select(['id', 'ordinal', 'title', 'short_title', 'width', 'height'])
    .where('roll_id', '=', rollId)
    .where(shownTo(viewer, 'images.id'))
    .orderBy('ordinal')
    .orderBy('id')
    .execute();

/** Whether a roll holds a private upload, so that what it shows depends on who asks. */
export const rollHasPrivatePages = async (db: Db, rollId: number) =>
  (await db
    .selectFrom('user_uploads as u')
    .innerJoin('images as i', 'i.id', 'u.image_id')
    .select('u.image_id')
    .where('i.roll_id', '=', rollId)
    .where('u.public', '=', 0)
    .limit(1)
    .executeTakeFirst()) !== undefined;

export type PageRow = Awaited<ReturnType<typeof rollPages>>[number];

export const memorialById = (db: Db, id: number) =>
  db
    .selectFrom('memorials')
    .select(['id', 'title', 'description', 'type', 'privacy_mode', 'owner_id'])
    .where('id', '=', id)
    .executeTakeFirst();

export type MemorialRow = NonNullable<Awaited<ReturnType<typeof memorialById>>>;

/** A memorial's elements that may hold a picture (cover, honor, background, gallery images), in order. */
export const memorialPictureElements = (db: Db, memorialId: number) =>
  db
    .selectFrom('memorial_elements')
    .select(['id', 'type', 'ordinal', 'value'])
    .where('memorial_id', '=', memorialId)
    .where('type', 'like', '%IMAGE%')
    .orderBy('ordinal')
    .orderBy('id')
    .execute();

export const imagesByIds = (db: Db, viewer: UploadViewer, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('images as i')
        .innerJoin('publications as p', 'p.id', 'i.publication_id')
        .select([
          'i.id',
          'i.title',
          'i.short_title',
          'i.width',
          'i.height',
          'i.revision',
          'p.title as publication_title',
          'p.provider',
        ])
        .where('i.id', 'in', ids)
        .where(shownTo(viewer, 'i.id'))
        .execute();
