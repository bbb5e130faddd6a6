import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export const imageFile = (db: Kysely<Database>, id: number) => db.selectFrom('images')
  .select(['id', 'file_path', 'width', 'height', 'last_modified'])
  .where('id', '=', id).executeTakeFirst();

export type ImageFile = NonNullable<Awaited<ReturnType<typeof imageFile>>>;
