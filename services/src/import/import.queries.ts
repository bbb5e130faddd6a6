import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { dropDocs, reindexDocs } from '../search/index-update';
import type { FieldMapping } from './import-fields';
import { searchable } from './import-run';
import { forgetSuggestions, restoreSuggestions } from './import-settle';
import type { ImportSettings } from './import-settings';
import type { ImportRow } from './import.table';
import { restoreCorrected } from './undo-corrections';

type Db = Kysely<Database>;

export interface NewImport {
  publicationId: number;
  staffId: number;
  fileName: string;
  sourcePath: string;
  /** The ZIP or folder of scans, absolute, or null. */
  scansPath?: string | null;
  format: 'csv' | 'xlsx';
  settings: ImportSettings;
}

export async function insertImport(db: Db, x: NewImport, now: string): Promise<number> {
  const row = await db
    .insertInto('imports')
    .values({
      publication_id: x.publicationId,
      staff_id: x.staffId,
      state: 'queued',
      file_name: x.fileName,
      source_path: x.sourcePath,
      scans_path: x.scansPath ?? null,
      format: x.format,
      settings: JSON.stringify(x.settings),
      created: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const importById = (db: Db, id: number) =>
  db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();

export async function listImports(db: Db, publicationId: number | undefined, offset: number, limit: number) {
  let q = db.selectFrom('imports');
  if (publicationId !== undefined) q = q.where('publication_id', '=', publicationId);
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function importErrors(db: Db, importId: number, level: string | undefined, offset: number, limit: number) {
  let q = db.selectFrom('import_errors').where('import_id', '=', importId);
  if (level) q = q.where('level', '=', level as 'error' | 'warning');
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('id').offset(offset).limit(limit).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Every finding of an import in row order, a page at a time (the CSV report streams through them). */
export async function* allImportErrors(db: Db, importId: number) {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('import_errors')
      .selectAll()
      .where('import_id', '=', importId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(5000)
      .execute();
    if (rows.length === 0) return;
    yield* rows;
    after = rows[rows.length - 1].id;
  }
}

/** Asks a queued or running import to stop at its next batch; a queued one is cancelled at once. */
export async function requestCancel(db: Db, imp: ImportRow, now: string): Promise<void> {
  await db.updateTable('imports').set({ cancel_requested: 1 }).where('id', '=', imp.id).execute();
  await db
    .updateTable('imports')
    .set({ state: 'cancelled', finished: now, message: 'Cancelled before it started' })
    .where('id', '=', imp.id)
    .where('state', '=', 'queued')
    .execute();
}

const UNDO_CHUNK = 500;

/**
 * Removes the records an import made and gives the records it corrected their previous fields back, with their
 * search documents. A record a memorial has been made from since stays (it is someone's page now); the answer says
 * how many. A field staff corrected after the import keeps the staff's value (undo-corrections.ts); the fields put back
 * are in the record's correction history under `staffId`, who undid it. Staff corrections of records it made go with
 * them.
 */
export async function undoImport(db: Db, importId: number, now: string, staffId: number) {
  const result = await db.transaction().execute(async (trx) => {
    const imp = await trx.selectFrom('imports').select('created').where('id', '=', importId).executeTakeFirstOrThrow();
    const keys = await trx
      .selectFrom('import_rows')
      .select(['record_id', 'previous'])
      .where('import_id', '=', importId)
      .execute();
    const made = keys.filter((k) => k.previous === null).map((k) => k.record_id);
    await restoreSuggestions(trx, importId);
    const kept = new Set<number>();
    for (let i = 0; i < made.length; i += UNDO_CHUNK) {
      const chunk = made.slice(i, i + UNDO_CHUNK);
      const used = await trx
        .selectFrom('memorials')
        .select('index_record_id')
        .where('index_record_id', 'in', chunk)
        .execute();
      for (const u of used) kept.add(u.index_record_id!);
      const gone = chunk.filter((id) => !kept.has(id));
      await forgetSuggestions(trx, gone);
      if (gone.length) await trx.deleteFrom('index_records').where('id', 'in', gone).execute();
    }
    const corrected = keys.flatMap((k) =>
      k.previous === null ? [] : [{ record_id: k.record_id, previous: k.previous }],
    );
    const restored = await restoreCorrected(trx, corrected, { since: imp.created, staffId, now });
    await dropDocs(
      trx,
      'INDEX_RECORD',
      made.filter((id) => !kept.has(id)),
    );
    await reindexDocs(trx, 'INDEX_RECORD', restored);
    await trx.deleteFrom('import_rows').where('import_id', '=', importId).execute();
    await trx
      .updateTable('imports')
      .set({
        state: 'undone',
        message: `Undone: ${made.length - kept.size} records removed, ${restored.length} restored, ${kept.size} kept (memorials)`,
      })
      .where('id', '=', importId)
      .execute();
    return { removed: made.length - kept.size, restored: restored.length, kept: kept.size };
  });
  await searchable(db);
  return result;
}

export async function mappingOf(db: Db, publicationId: number): Promise<FieldMapping> {
  const row = await db
    .selectFrom('import_mappings')
    .select('mapping')
    .where('publication_id', '=', publicationId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.mapping) as FieldMapping) : {};
}

export async function saveMapping(db: Db, publicationId: number, mapping: FieldMapping, now: string): Promise<void> {
  await db
    .insertInto('import_mappings')
    .values({ publication_id: publicationId, mapping: JSON.stringify(mapping), updated: now })
    .onConflict((oc) => oc.column('publication_id').doUpdateSet({ mapping: JSON.stringify(mapping), updated: now }))
    .execute();
}
