import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import { type UploadViewer, shownTo } from '../gallery/upload-privacy';

type Db = Kysely<Database>;

export interface TagTarget {
  contentType: string;
  objectId: number;
}

/** Tags a member's object; tagging again only changes whether the tag is private. */
export async function addTag(db: Db, userId: number, name: string, target: TagTarget, isPrivate: boolean, now: string) {
  const mine = db
    .selectFrom('tags')
    .selectAll()
    .where('user_id', '=', userId)
    .where('name', '=', name)
    .where('content_type', '=', target.contentType)
    .where('object_id', '=', target.objectId);
  const found = await mine.executeTakeFirst();
  if (found) {
    await db
      .updateTable('tags')
      .set({ private: isPrivate ? 1 : 0 })
      .where('id', '=', found.id)
      .execute();
  } else {
    await db
      .insertInto('tags')
      .values({
        user_id: userId,
        name,
        content_type: target.contentType,
        object_id: target.objectId,
        private: isPrivate ? 1 : 0,
        created: now,
      })
      .execute();
  }
  return mine.executeTakeFirstOrThrow();
}

/** Removes the member's tag from one object, or from all their objects; answers how many went. */
export async function removeTag(db: Db, userId: number, name: string, target: TagTarget | null): Promise<number> {
  let query = db.deleteFrom('tags').where('user_id', '=', userId).where('name', '=', name);
  if (target) query = query.where('content_type', '=', target.contentType).where('object_id', '=', target.objectId);
  return Number((await query.executeTakeFirst()).numDeletedRows);
}

/**
 * Tags on objects the viewer may see: none on another member's private upload, where the owner's public tags would
 * name what is in it. Used by every tag list and count, so a private upload's tags never show or count for others.
 */
const taggedShownTo = (viewer: UploadViewer) => (eb: ExpressionBuilder<Database, 'tags'>) =>
  eb.or([eb('tags.content_type', '<>', 'IMAGE'), shownTo(viewer, 'tags.object_id')]);

/** The tags on these objects the viewer may see: public ones and the viewer's own, oldest first. */
export function tagsOn(db: Db, viewerId: number | null, targets: TagTarget[]) {
  if (targets.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tags')
    .selectAll()
    .where((eb) =>
      eb.or(targets.map((t) => eb.and([eb('content_type', '=', t.contentType), eb('object_id', '=', t.objectId)]))),
    )
    .where((eb) =>
      viewerId === null ? eb('private', '=', 0) : eb.or([eb('private', '=', 0), eb('user_id', '=', viewerId)]),
    )
    .where(taggedShownTo(viewerId))
    .orderBy('id')
    .execute();
}

/** A member's tag names with how many of their objects carry each, by name. */
export function tagCountsOf(db: Db, userId: number) {
  return db
    .selectFrom('tags')
    .select(['name', (eb) => eb.fn.count<number>(sql`distinct content_type || ':' || object_id`).as('count')])
    .where('user_id', '=', userId)
    .where(taggedShownTo(userId))
    .groupBy('name')
    .orderBy('name')
    .execute();
}

const likePrefix = (prefix: string) => `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Names starting with `prefix` (any case) with how many distinct objects carry each, most used first: among
 * public tags and the viewer's own (autocomplete as the member types), or among all tags for tag admin.
 */
export function tagCountsByPrefix(db: Db, viewer: number | null | 'everyone', prefix: string, limit: number) {
  let query = db
    .selectFrom('tags')
    .select(['name', (eb) => eb.fn.count<number>(sql`distinct content_type || ':' || object_id`).as('count')])
    .where(sql`lower(name)`, 'like', sql`${likePrefix(prefix)} escape '\\'`);
  if (viewer !== 'everyone') {
    query = query
      .where((eb) =>
        viewer === null ? eb('private', '=', 0) : eb.or([eb('private', '=', 0), eb('user_id', '=', viewer)]),
      )
      .where(taggedShownTo(viewer));
  }
  return query.groupBy('name').orderBy('count', 'desc').orderBy('name').limit(limit).execute();
}

/**
 * The objects a member tagged, with `name` or (null) with any name, most recently tagged first: the slice asked
 * for and how many there are in all.
 */
export async function objectsTagged(
  db: Db,
  userId: number,
  name: string | null,
  { offset, limit }: { offset: number; limit: number },
) {
  const tagged = db
    .selectFrom('tags')
    .where('user_id', '=', userId)
    .$if(name !== null, (q) => q.where('name', '=', name!))
    .where(taggedShownTo(userId));
  const [items, count] = await Promise.all([
    tagged
      .select(['content_type', 'object_id', (eb) => eb.fn.max('created').as('tagged')])
      .groupBy(['content_type', 'object_id'])
      .orderBy('tagged', 'desc')
      .orderBy('object_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom(tagged.select(['content_type', 'object_id']).distinct().as('objects'))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}
