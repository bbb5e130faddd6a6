import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export const imageFile = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('images as i')
    .innerJoin('publications as p', 'p.id', 'i.publication_id')
    .select(['i.id', 'i.file_path', 'i.width', 'i.height', 'i.last_modified', 'i.revision', 'p.access_level'])
    .where('i.id', '=', id)
    .executeTakeFirst();

export type ImageFile = NonNullable<Awaited<ReturnType<typeof imageFile>>>;
