import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database> | Transaction<Database>;

/** The publication that holds every member upload; found by slug, made on the first upload. */
export const UPLOADS_SLUG = 'member-uploads';
export const UPLOADS_TITLE = 'Member Uploads';

/** The name of a member's own roll, the breadcrumb of their uploads in the viewer (content spec §2.4). */
export const uploadsRollName = (username: string) => `${username}'s Uploads`;

/**
 * Publications, rolls and images take their ids from the importer, not from a sequence, so an upload takes
 * the next free one. Uploads run inside a transaction; a clash with a concurrent upload fails it (retried once).
 */
async function nextId(db: Db, table: 'publications' | 'rolls' | 'images'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`coalesce(max(id), 0)`.as('top'))
    .executeTakeFirstOrThrow();
  return Number(row.top) + 1;
}

export async function uploadsPublicationId(db: Db, now: string): Promise<number> {
  const found = await db.selectFrom('publications').select('id').where('slug', '=', UPLOADS_SLUG).executeTakeFirst();
  if (found) return found.id;
  const id = await nextId(db, 'publications');
  await db
    .insertInto('publications')
    .values({
      id,
      title: UPLOADS_TITLE,
      short_title: UPLOADS_TITLE,
      slug: UPLOADS_SLUG,
      short_description: 'Images members uploaded to their galleries.',
      medium_description: 'Images members uploaded to their galleries.',
      provider: 'Muster members',
      content_type: 'Uploads',
      doc_type: 'Upload',
      conflict: '',
      collection: '',
      language: 'English',
      // As the demo data's Member Uploads: members only; each image is further private to its owner unless made public.
      access_level: 'REGISTERED',
      allow_print: 1,
      allow_download: 1,
      allow_download_doc: 1,
      allow_annotations: 0,
      has_ocr: 0,
      has_browse: 0,
      featured: 0,
      is_new: 0,
      browse_labels: '[]',
      document_level_label: 'Upload',
      roll_count: 0,
      created: now,
      last_updated: now,
    })
    .execute();
  return id;
}

/** The member's roll in the uploads publication, so the viewer's previous/next stay among their own uploads. */
export async function uploadsRollId(db: Db, publicationId: number, username: string, now: string): Promise<number> {
  const name = uploadsRollName(username);
  const found = await db
    .selectFrom('rolls')
    .select('id')
    .where('publication_id', '=', publicationId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (found) return found.id;
  return insertRoll(db, publicationId, name, now);
}

/** A new roll of a publication, titled by its name and outside any browse path (uploads, imported scans); its id. */
export async function insertRoll(db: Db, publicationId: number, name: string, now: string): Promise<number> {
  const id = await nextId(db, 'rolls');
  await db
    .insertInto('rolls')
    .values({
      id,
      publication_id: publicationId,
      name,
      literal_title: name,
      browse_1: null,
      browse_2: null,
      browse_3: null,
      browse_4: null,
      browse_5: null,
      browse_6: null,
      browse_7: null,
      created: now,
    })
    .execute();
  return id;
}

export async function nextImageId(db: Db): Promise<number> {
  return nextId(db, 'images');
}

export async function nextOrdinal(db: Db, rollId: number): Promise<number> {
  const row = await db
    .selectFrom('images')
    .select(sql<number>`coalesce(max(ordinal), 0)`.as('top'))
    .where('roll_id', '=', rollId)
    .executeTakeFirstOrThrow();
  return Number(row.top) + 1;
}
