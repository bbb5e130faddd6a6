import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { shownTo } from '../gallery/upload-privacy';

type Db = Kysely<Database>;

/** A title collection by id, or by slug when no id is given; with both, the two must name the same one. */
export function collectionByRef(db: Db, ref: { id?: number; slug?: string }, kind?: 'CONFLICT') {
  let query = db.selectFrom('title_collections').select(['id', 'slug', 'icon_svg', 'background_svg']);
  if (ref.id !== undefined) query = query.where('id', '=', ref.id);
  if (ref.slug !== undefined) query = query.where('slug', '=', ref.slug);
  if (kind) query = query.where('kind', '=', kind);
  return query.executeTakeFirst();
}

export const partnerById = (db: Db, id: number) =>
  db
    .selectFrom('partners')
    .select(['id', 'name', 'website', 'icon_svg', 'background_svg'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Partners' websites, to know an external link's site by its host. */
export const partnerWebsites = (db: Db) =>
  db.selectFrom('partners').select(['id', 'website', 'icon_svg']).where('website', 'is not', null).execute();

/**
 * The first page (by roll, then place in the roll) of the first of these publications that has one; never a
 * member's private upload. Publications are tried in the order given.
 */
export async function firstPage(db: Db, publicationIds: number[]): Promise<number | null> {
  for (const publicationId of publicationIds) {
    const row = await db
      .selectFrom('images as i')
      .select('i.id')
      .where('i.publication_id', '=', publicationId)
      .where(shownTo(null, 'i.id'))
      .orderBy('i.roll_id')
      .orderBy('i.ordinal')
      .orderBy('i.id')
      .limit(1)
      .executeTakeFirst();
    if (row) return row.id;
  }
  return null;
}

/** The publication itself, when it exists. */
export const publicationExists = async (db: Db, id: number) =>
  (await db.selectFrom('publications').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** A collection's publications, in the collection's order. */
export const collectionPublications = async (db: Db, collectionId: number) =>
  (
    await db
      .selectFrom('title_collection_publications')
      .select('publication_id')
      .where('collection_id', '=', collectionId)
      .orderBy('ordinal')
      .orderBy('publication_id')
      .execute()
  ).map((r) => r.publication_id);

/** A partner's publications (those whose provider is its name), oldest first. */
export const partnerPublications = async (db: Db, name: string) =>
  (await db.selectFrom('publications').select('id').where('provider', '=', name).orderBy('id').execute()).map(
    (r) => r.id,
  );
