import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/database';
import { type UploadViewer, shownTo } from '../gallery/upload-privacy';

type Db = Kysely<Database>;

/**
 * The first page of a publication (by roll, then ordinal): its picture. Publications are one list every caller
 * shares (and the gateway caches), so a private upload never pictures one, not even for its owner.
 */
export function firstImageId(eb: ExpressionBuilder<Database, 'publications'>) {
  return eb
    .selectFrom('images as fi')
    .select('fi.id')
    .whereRef('fi.publication_id', '=', 'publications.id')
    .where(shownTo(null, 'fi.id'))
    .orderBy('fi.roll_id')
    .orderBy('fi.ordinal')
    .limit(1);
}

export const imageObjects = (db: Db, viewer: UploadViewer, ids: number[]) =>
  db
    .selectFrom('images as i')
    .innerJoin('publications as p', 'p.id', 'i.publication_id')
    .select([
      'i.id',
      'i.title',
      'i.width',
      'i.height',
      'i.revision',
      'i.view_count',
      'i.created',
      'i.last_modified',
      'i.publication_id',
      'p.title as publication_title',
      'p.access_level',
    ])
    .where('i.id', 'in', ids)
    .where(shownTo(viewer, 'i.id'))
    .execute();

export const subImageObjects = (db: Db, viewer: UploadViewer, ids: number[]) =>
  db
    .selectFrom('sub_images as s')
    .innerJoin('images as i', 'i.id', 's.image_id')
    .innerJoin('publications as p', 'p.id', 'i.publication_id')
    .select([
      's.id',
      's.title',
      's.x',
      's.y',
      's.w',
      's.h',
      's.image_id',
      'i.width',
      'i.height',
      'i.revision',
      'i.view_count',
      'i.created',
      'i.last_modified',
      'i.publication_id',
      'p.title as publication_title',
      'p.access_level',
    ])
    .where('s.id', 'in', ids)
    .where(shownTo(viewer, 's.image_id'))
    .execute();

export const indexRecordObjects = (db: Db, ids: number[]) =>
  db
    .selectFrom('index_records as r')
    .innerJoin('publications as p', 'p.id', 'r.publication_id')
    .innerJoin('images as i', 'i.id', 'r.image_id')
    .leftJoin('sub_images as s', 's.id', 'r.sub_image_id')
    .select([
      'r.id',
      'r.title',
      'r.created',
      'r.last_modified',
      'r.publication_id',
      'r.image_id',
      'i.width',
      'i.height',
      'i.revision',
      's.x',
      's.y',
      's.w',
      's.h',
      'p.title as publication_title',
      'p.access_level',
    ])
    .where('r.id', 'in', ids)
    .execute();

/** Memorials with their picture elements (cover or honor image), lowest ordinal first; several rows per memorial. */
export const memorialObjects = (db: Db, ids: number[]) =>
  db
    .selectFrom('memorials as m')
    .leftJoin('memorial_elements as e', (join) =>
      join.onRef('e.memorial_id', '=', 'm.id').on('e.type', 'in', ['COVER_IMAGE', 'HONOR_IMAGE']),
    )
    .select(['m.id', 'm.title', 'm.type', 'm.created', 'm.last_modified', 'e.value as picture'])
    .where('m.id', 'in', ids)
    .orderBy('m.id')
    .orderBy('e.ordinal')
    .orderBy('e.id')
    .execute();

export const imageSizes = (db: Db, viewer: UploadViewer, ids: number[]) =>
  db
    .selectFrom('images')
    .select(['id', 'width', 'height', 'revision'])
    .where('id', 'in', ids)
    .where(shownTo(viewer, 'images.id'))
    .execute();

export const regimentObjects = (db: Db, ids: number[]) =>
  db.selectFrom('regiments').select(['id', 'name', 'conflict', 'side']).where('id', 'in', ids).execute();

export const companyObjects = (db: Db, ids: number[]) =>
  db
    .selectFrom('companies as c')
    .innerJoin('regiments as g', 'g.id', 'c.regiment_id')
    .select(['c.id', 'c.name', 'g.name as regiment_name'])
    .where('c.id', 'in', ids)
    .execute();

export const battleObjects = (db: Db, ids: number[]) =>
  db.selectFrom('battles').select(['id', 'name', 'place', 'start_date', 'conflict']).where('id', 'in', ids).execute();

export const publicationObjects = (db: Db, ids: number[]) =>
  db
    .selectFrom('publications')
    .leftJoin('images as i', (join) => join.on('i.id', '=', (eb) => firstImageId(eb)))
    .select([
      'publications.id',
      'publications.title',
      'publications.short_description',
      'publications.slug',
      'publications.created',
      'publications.last_updated',
      'publications.access_level',
      'i.id as image_id',
      'i.width',
      'i.height',
      'i.revision',
    ])
    .where('publications.id', 'in', ids)
    .execute();
