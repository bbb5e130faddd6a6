import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { shownTo } from '../gallery/upload-privacy';

type Db = Kysely<Database>;

export const browseLabelRow = (db: Db, publicationId: number) =>
  db
    .selectFrom('publications')
    .select(['id', 'browse_labels', 'document_level_label'])
    .where('id', '=', publicationId)
    .executeTakeFirst();

export type BrowseLabelRow = NonNullable<Awaited<ReturnType<typeof browseLabelRow>>>;

/**
 * Public tags with the number of distinct objects carrying each (two users tagging one page count once). One list for
 * everybody: tags on private uploads are left out, since their names tell what a member keeps to themselves.
 */
export function publicTagCounts(db: Db) {
  const tagged = db
    .selectFrom('tags')
    .select(['name', 'content_type', 'object_id'])
    .distinct()
    .where('private', '=', 0)
    .where((eb) => eb.or([eb('tags.content_type', '<>', 'IMAGE'), shownTo(null, 'tags.object_id')]))
    .as('t');
  return db
    .selectFrom(tagged)
    .select((eb) => ['t.name', eb.fn.countAll<number>().as('count')])
    .groupBy('t.name')
    .execute();
}
