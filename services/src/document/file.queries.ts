import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

/** The first page of a roll by ordinal: the file's picture (images_roll index). */
function firstPageId(eb: ExpressionBuilder<Database, 'rolls'>) {
  return eb.selectFrom('images as fp').select('fp.id').whereRef('fp.roll_id', '=', 'rolls.id').orderBy('fp.ordinal').orderBy('fp.id').limit(1);
}

/** Files (rolls) with their publication, page count and first page; the FILE content objects read these too. */
export const fileRows = (db: Db, ids: number[]) => db.selectFrom('rolls')
  .innerJoin('publications as p', 'p.id', 'rolls.publication_id')
  .leftJoin('images as i', (join) => join.on('i.id', '=', (eb) => firstPageId(eb)))
  .selectAll('rolls')
  .select((eb) => [
    'p.title as publication_title', 'p.access_level', 'i.id as first_image_id', 'i.width', 'i.height',
    eb.selectFrom('images as c').select((e) => e.fn.countAll<number>().as('n')).whereRef('c.roll_id', '=', 'rolls.id').as('image_count'),
  ])
  .where('rolls.id', 'in', ids).execute();

export type FileRow = Awaited<ReturnType<typeof fileRows>>[number];

export const fileOfPublication = (db: Db, publicationId: number, fileId: number) => db.selectFrom('rolls').select('id')
  .where('id', '=', fileId).where('publication_id', '=', publicationId).executeTakeFirst();

/** One page of a file's image ids in reading order, and how many it has. */
export async function fileImageIds(db: Db, fileId: number, offset: number, limit: number): Promise<{ ids: number[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom('images').select('id').where('roll_id', '=', fileId).orderBy('ordinal').orderBy('id').limit(limit).offset(offset).execute(),
    db.selectFrom('images').select((eb) => eb.fn.countAll<number>().as('n')).where('roll_id', '=', fileId).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(count.n) };
}
