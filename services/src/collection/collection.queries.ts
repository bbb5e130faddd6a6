import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

/** Memorial stories listed on a conflict collection (War Stories) at most; the page shows the newest. */
export const STORY_LIMIT = 100;

export const collectionRows = (db: Db, kind?: string) =>
  db
    .selectFrom('title_collections')
    .selectAll()
    .$if(kind !== undefined, (q) => q.where('kind', '=', kind!))
    .orderBy('ordinal')
    .execute();

export const collectionBySlug = (db: Db, slug: string) =>
  db.selectFrom('title_collections').selectAll().where('slug', '=', slug).executeTakeFirst();

export const collectionPublicationIds = async (db: Db, collectionId: number) =>
  (
    await db
      .selectFrom('title_collection_publications')
      .select('publication_id')
      .where('collection_id', '=', collectionId)
      .orderBy('ordinal')
      .execute()
  ).map((r) => r.publication_id);

/** Public memorials of a conflict that tell a story, newest first: the stories of a conflict collection. */
export const storyMemorialIds = async (db: Db, conflict: string) =>
  (
    await db
      .selectFrom('memorials as m')
      .select('m.id')
      .where('m.primary_military_event', '=', conflict)
      .where('m.privacy_mode', '=', 'PUBLIC')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('memorial_elements as e')
            .select('e.id')
            .whereRef('e.memorial_id', '=', 'm.id')
            .where('e.type', '=', 'STORY'),
        ),
      )
      .orderBy('m.created', 'desc')
      .orderBy('m.id', 'desc')
      .limit(STORY_LIMIT)
      .execute()
  ).map((r) => r.id);

export const partnerRows = (db: Db) => db.selectFrom('partners').selectAll().orderBy('name').execute();

export const partnerBySlug = (db: Db, slug: string) =>
  db.selectFrom('partners').selectAll().where('slug', '=', slug).executeTakeFirst();

export const partnerPublicationIds = async (db: Db, name: string) =>
  (
    await db
      .selectFrom('publications')
      .select('id')
      .where('provider', '=', name)
      .orderBy('featured', 'desc')
      .orderBy('title')
      .execute()
  ).map((r) => r.id);
