import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { MemorialTable } from './memorial.table';
import type { ObjectReference } from '@muster/contract';
import { decide } from '@muster/contract/rules';
import { accessViewer } from '../access/viewer';
import type { Identity } from '../auth/identity';
import { shownTo } from '../gallery/upload-privacy';
import { uniqueViolation } from '../user/accounts.context';
import type { PictureLookup } from './element-input';

type Db = Kysely<Database>;

/**
 * Runs a write in a transaction, again when a concurrent writer took the same new id: memorials and their
 * elements take explicit ids (the demo data brings its own), so a new id is max + 1 inside the transaction.
 */
export async function withNewIds<T>(db: Db, write: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(write);
    } catch (error) {
      if (attempt >= 5 || uniqueViolation(error) !== 'id') throw error;
    }
  }
}

async function nextId(trx: Db, table: 'memorials' | 'memorial_elements'): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('id').as('max'))
    .executeTakeFirstOrThrow();
  return Number(row.max ?? 0) + 1;
}

export type NewMemorial = Omit<MemorialTable, 'id' | 'created' | 'last_modified'>;

export async function insertMemorial(trx: Db, memorial: NewMemorial, now: string): Promise<number> {
  const id = await nextId(trx, 'memorials');
  await trx
    .insertInto('memorials')
    .values({ ...memorial, id, created: now, last_modified: now })
    .execute();
  return id;
}

/** Appends elements after the memorial's last one, in the order given; answers their ids. */
export async function appendElements(
  trx: Db,
  memorialId: number,
  ownerId: number,
  elements: { type: string; value: unknown }[],
  now: string,
): Promise<number[]> {
  if (elements.length === 0) return [];
  const first = await nextId(trx, 'memorial_elements');
  const last = await trx
    .selectFrom('memorial_elements')
    .select((eb) => eb.fn.max<number | null>('ordinal').as('max'))
    .where('memorial_id', '=', memorialId)
    .executeTakeFirstOrThrow();
  const ordinal = last.max === null ? 0 : Number(last.max) + 1;
  const rows = elements.map((e, n) => ({
    id: first + n,
    memorial_id: memorialId,
    type: e.type,
    ordinal: ordinal + n,
    owner_id: ownerId,
    value: JSON.stringify(e.value),
    created: now,
    last_modified: now,
  }));
  await trx.insertInto('memorial_elements').values(rows).execute();
  return rows.map((r) => r.id);
}

export const touchMemorial = (trx: Db, id: number, now: string) =>
  trx.updateTable('memorials').set({ last_modified: now }).where('id', '=', id).execute();

export async function deleteMemorialRows(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('memorial_elements').where('memorial_id', '=', id).execute();
  await trx.deleteFrom('memorials').where('id', '=', id).execute();
}

/** A member's own memorials, last modified first (Your Memorials). */
export async function ownMemorialIds(
  db: Db,
  ownerId: number,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('memorials')
      .select('id')
      .where('owner_id', '=', ownerId)
      .orderBy('last_modified', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('memorials')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(count.n) };
}

/**
 * Pictures a memorial may show: a page image (with its size) or a region of one (its rectangle's size), and whether
 * the caller may view that page, since the memorial's reference serves the saved picture to everybody. Another
 * member's private upload is no picture (not even its size is told), so it cannot be put on anybody's memorial.
 */
export function pictureLookup(db: Db, identity: Identity): PictureLookup {
  return async (ref: ObjectReference) => {
    const page = db
      .selectFrom('images as i')
      .innerJoin('publications as p', 'p.id', 'i.publication_id')
      .where(shownTo(identity.userId, 'i.id'));
    const row =
      ref.contentType === 'IMAGE'
        ? await page
            .select(['i.width', 'i.height', 'p.access_level'])
            .where('i.id', '=', ref.objectId)
            .executeTakeFirst()
        : ref.contentType === 'SUB_IMAGE'
          ? await page
              .innerJoin('sub_images as s', 's.image_id', 'i.id')
              .select(['s.w as width', 's.h as height', 'p.access_level'])
              .where('s.id', '=', ref.objectId)
              .executeTakeFirst()
          : undefined;
    if (!row) return null;
    const viewable = decide('VIEW', row.access_level, await accessViewer(db, identity, row.access_level)).allowed;
    return { width: row.width, height: row.height, viewable };
  };
}
