import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

/** An image with what deciding and rendering it needs: its file, size and its publication's rules. */
export const imageForAccess = (db: Db, id: number) => db.selectFrom('images as i')
  .innerJoin('publications as p', 'p.id', 'i.publication_id')
  .select(['i.id', 'i.file_path', 'i.width', 'i.height', 'p.access_level', 'p.allow_download', 'p.allow_print'])
  .where('i.id', '=', id).executeTakeFirst();

export type ImageForAccess = NonNullable<Awaited<ReturnType<typeof imageForAccess>>>;

export const rollWithPublication = (db: Db, rollId: number) => db.selectFrom('rolls as r')
  .innerJoin('publications as p', 'p.id', 'r.publication_id')
  .selectAll('r')
  .select(['p.title as publication_title', 'p.provider', 'p.browse_labels', 'p.access_level'])
  .where('r.id', '=', rollId).executeTakeFirst();

export type RollWithPublication = NonNullable<Awaited<ReturnType<typeof rollWithPublication>>>;

/** The pages of a roll in reading order. */
export const rollPages = (db: Db, rollId: number) => db.selectFrom('images')
  .select(['id', 'ordinal', 'title', 'short_title', 'width', 'height'])
  .where('roll_id', '=', rollId).orderBy('ordinal').orderBy('id').execute();

export type PageRow = Awaited<ReturnType<typeof rollPages>>[number];

export const memorialById = (db: Db, id: number) => db.selectFrom('memorials')
  .select(['id', 'title', 'description', 'type', 'privacy_mode', 'owner_id'])
  .where('id', '=', id).executeTakeFirst();

export type MemorialRow = NonNullable<Awaited<ReturnType<typeof memorialById>>>;

/** A memorial's elements that may hold a picture (cover, honor, background, gallery images), in order. */
export const memorialPictureElements = (db: Db, memorialId: number) => db.selectFrom('memorial_elements')
  .select(['id', 'type', 'ordinal', 'value'])
  .where('memorial_id', '=', memorialId).where('type', 'like', '%IMAGE%')
  .orderBy('ordinal').orderBy('id').execute();

export const imagesByIds = (db: Db, ids: number[]) => ids.length === 0 ? Promise.resolve([]) : db.selectFrom('images as i')
  .innerJoin('publications as p', 'p.id', 'i.publication_id')
  .select(['i.id', 'i.title', 'i.short_title', 'i.width', 'i.height', 'p.title as publication_title', 'p.provider'])
  .where('i.id', 'in', ids).execute();
