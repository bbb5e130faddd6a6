import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../db/database';
import type { AnnotationTable } from './annotation.table';
import { type UploadViewer, shownTo } from '../gallery/upload-privacy';

type Db = Kysely<Database>;

/** An annotation with its author's name (null when the account is gone). */
const annotationQuery = (db: Db) =>
  db
    .selectFrom('annotations as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.image_id',
      'a.user_id',
      'a.type',
      'a.value',
      'a.label',
      'a.x',
      'a.y',
      'a.w',
      'a.h',
      'a.rotation',
      'a.created',
      'a.modified',
      'u.username',
    ]);

export const annotationRow = (db: Db, id: number) => annotationQuery(db).where('a.id', '=', id).executeTakeFirst();

export type AnnotationRow = NonNullable<Awaited<ReturnType<typeof annotationRow>>>;

/** The annotations of several pages in one query, oldest first (the order they were drawn). */
export const annotationsOfImages = (db: Db, imageIds: readonly number[]) =>
  imageIds.length === 0
    ? Promise.resolve([] as AnnotationRow[])
    : annotationQuery(db).where('a.image_id', 'in', imageIds).orderBy('a.id').execute();

/**
 * What deciding access to a page needs: its size, its publication's level and whether it takes annotations. Another
 * member's private upload is no page: its annotations are neither read nor drawn.
 */
export const pageRights = (db: Db, viewer: UploadViewer, imageIds: readonly number[]) =>
  imageIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('images as i')
        .innerJoin('publications as p', 'p.id', 'i.publication_id')
        .select([
          'i.id',
          'i.width',
          'i.height',
          'i.title',
          'p.access_level',
          'p.allow_annotations',
          'p.allow_download',
          'p.allow_print',
        ])
        .where('i.id', 'in', imageIds)
        .where(shownTo(viewer, 'i.id'))
        .execute();

export type PageRights = Awaited<ReturnType<typeof pageRights>>[number];

export const insertAnnotation = (db: Db, row: Insertable<AnnotationTable>) =>
  db.insertInto('annotations').values(row).returning('id').executeTakeFirstOrThrow();

export const updateAnnotation = (db: Db, id: number, changes: Updateable<AnnotationTable>) =>
  db.updateTable('annotations').set(changes).where('id', '=', id).executeTakeFirst();

export const deleteAnnotation = (db: Db, id: number) =>
  db.deleteFrom('annotations').where('id', '=', id).executeTakeFirst();

/** Whether a member's email is confirmed, which annotating asks of members without Premium (access policy). */
export const memberConfirmed = async (db: Db, userId: number) =>
  Number(
    (await db.selectFrom('users').select('confirmed').where('id', '=', userId).executeTakeFirst())?.confirmed ?? 0,
  ) === 1;
