import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import type { IndexRecord } from '../index-record/index-record.table';
import { bumpVersions } from '../search/index-state';
import { reindexDocs } from '../search/index-update';
import { moveSuggestions } from '../suggest/suggest.adjust';
import { countSuggestions, movePlaces } from '../suggest/suggest.delta';

type Db = Kysely<Database>;

/**
 * The records an import made (not those it corrected by id), as a condition on index_records. Their ids were taken
 * after the highest, so unless another import took ids in between they are one run, named as a range of the primary
 * key: counted in less than half the time a semi-join on import_rows takes (docs/performance.md).
 */
async function madeBy(trx: Db, importId: number) {
  const made = await trx
    .selectFrom('import_rows')
    .select((eb) => [eb.fn.min('record_id').as('low'), eb.fn.max('record_id').as('high'), eb.fn.countAll().as('n')])
    .where('import_id', '=', importId)
    .where('previous', 'is', null)
    .executeTakeFirstOrThrow();
  const [low, high, n] = [Number(made.low), Number(made.high), Number(made.n)];
  // n distinct ids between low and high, n = high - low + 1: every id of the range is one of them.
  if (n > 0 && high - low + 1 === n) return sql<boolean>`id BETWEEN ${low} AND ${high}`;
  return sql<boolean>`id IN (SELECT record_id FROM import_rows WHERE import_id = ${importId} AND previous IS NULL)`;
}

/**
 * What an import changes beyond its rows, in the transaction that moves it from running to done, failed or cancelled
 * (so a process killed before it commits does it all again on resume, and never twice): the search documents of the
 * pages and rolls its scans made, as demo scans have them (the viewer's and browse's lists, image search); the
 * publication's stored roll count and last update; the suggestion counts of its names, places and dates; and every
 * version caches key on (search/index-state.ts), so each services instance and, through GET /cache/versions, every
 * gateway stops serving empty searches, browse columns, facets, suggestions and publication counts from before it.
 * Unit facts and record counts are counted live and need nothing.
 */
export async function settleImport(trx: Db, importId: number, now: string): Promise<void> {
  const imp = await trx
    .selectFrom('imports')
    .select(['publication_id', 'settings'])
    .where('id', '=', importId)
    .executeTakeFirstOrThrow();
  if ((JSON.parse(imp.settings) as { validateOnly?: boolean }).validateOnly) return;
  const pages = await importedPages(trx, importId);
  await reindexDocs(trx, 'IMAGE', pages.images);
  await reindexDocs(trx, 'FILE', pages.rolls);
  await countSuggestions(trx, await madeBy(trx, importId), 1);
  await moveCorrected(trx, await corrections(trx, importId));
  await publicationChanged(trx, imp.publication_id, now);
}

/** Undo's part, in its transaction before each chunk of made records is deleted: their suggestion counts go. */
export async function forgetSuggestions(trx: Db, removed: number[]): Promise<void> {
  if (removed.length > 0) await countSuggestions(trx, sql<boolean>`id IN (${sql.join(removed)})`, -1);
}

/** Undo's part, in its transaction before records corrected by id are restored: their suggestions move back. */
export async function restoreSuggestions(trx: Db, importId: number): Promise<void> {
  const moves = await corrections(trx, importId);
  await moveCorrected(
    trx,
    moves.map(({ before, after }) => ({ before: after, after: before })),
  );
}

const placeOf = (r: IndexRecord) => r.residence_place_id ?? r.enlistment_place_id ?? r.birth_place_id ?? null;

/** Records corrected by id move their suggestion counts from what they were to what they are, as a staff correction. */
async function moveCorrected(trx: Db, moves: { before: IndexRecord; after: IndexRecord }[]): Promise<void> {
  for (const { before, after } of moves) await moveSuggestions(trx, before, after);
  await movePlaces(
    trx,
    moves.map(({ before, after }) => ({ from: placeOf(before), to: placeOf(after) })),
  );
}

/**
 * After an undo has removed the import's records and its pages (scans.ts undoScans): the documents of the pages and
 * rolls it made (gone ones lose theirs), the publication's counts and every version, as settleImport.
 */
export async function settleUndo(
  db: Db,
  publicationId: number,
  pages: { images: number[]; rolls: number[] },
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await reindexDocs(trx, 'IMAGE', pages.images);
    await reindexDocs(trx, 'FILE', pages.rolls);
    await publicationChanged(trx, publicationId, now);
  });
}

/** The pages and rolls an import's scans made (read before undo forgets them). */
export async function importedPages(db: Db, importId: number): Promise<{ images: number[]; rolls: number[] }> {
  const [images, rolls] = await Promise.all([
    db
      .selectFrom('import_scans')
      .select('image_id')
      .where('import_id', '=', importId)
      .where('image_id', 'is not', null)
      .execute(),
    db.selectFrom('import_rolls').select('roll_id').where('import_id', '=', importId).execute(),
  ]);
  return { images: images.map((i) => i.image_id!), rolls: rolls.map((r) => r.roll_id) };
}

/** The stored counts of the publication follow its rolls, and every cache keyed on a version lets go. */
async function publicationChanged(trx: Db, publicationId: number, now: string): Promise<void> {
  await trx
    .updateTable('publications')
    .set((eb) => ({
      roll_count: eb
        .selectFrom('rolls')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('rolls.publication_id', '=', publicationId),
      last_updated: now,
    }))
    .where('id', '=', publicationId)
    .execute();
  await bumpVersions(trx, { generation: true, counts: true, catalogue: true });
}

/**
 * The records the import corrected by id: each one's fields before its first row of the import, and now. Two rows of
 * one import naming the same record move its suggestions once, from before the first to after the last.
 */
async function corrections(trx: Db, importId: number): Promise<{ before: IndexRecord; after: IndexRecord }[]> {
  const keys = await trx
    .selectFrom('import_rows')
    .select(['record_id', 'previous'])
    .where('import_id', '=', importId)
    .where('previous', 'is not', null)
    .orderBy('row_number')
    .execute();
  const first = new Map<number, IndexRecord>();
  for (const k of keys) if (!first.has(k.record_id)) first.set(k.record_id, JSON.parse(k.previous!) as IndexRecord);
  if (first.size === 0) return [];
  const out: { before: IndexRecord; after: IndexRecord }[] = [];
  const ids = [...first.keys()];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await trx
      .selectFrom('index_records')
      .selectAll()
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const after of rows) out.push({ before: first.get(after.id)!, after });
  }
  return out;
}
