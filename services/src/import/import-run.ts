import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import { bumpVersions } from '../search/index-state';
import { giveWay } from './busy-gate';
import { mappingFor, type FieldMapping } from './import-fields';
import { DEFAULT_SETTINGS, type ImportSettings, filtered } from './import-settings';
import { type BatchRow, type PublicationFacts, writeBatch } from './import-write';
import { settleImport } from './import-settle';
import { readRows } from './read-rows';
import { type CheckContext, checkRow } from './row-check';
import { type ScanLimits, tileScans } from './scans';

type Db = Kysely<Database>;

export const IMPORT_JOB = 'import';

/** Rows per batch while requests came in within the last BUSY_SPELL_MS: a shorter hold of SQLite's one connection. */
const BUSY_BATCH = 100;
const BUSY_SPELL_MS = 2000;

export interface RunOptions {
  /** Rows per transaction (and per checkpoint) while no request is being answered. */
  batchSize?: number;
  signal?: AbortSignal;
  /** Whether requests are waiting: the import lets them through between batches (busy-gate.ts). */
  busy?: () => boolean;
  /** Where an import's scans are stored and tiled, and their limits (an import without scans needs neither). */
  scans?: { dataDir: string; limits: ScanLimits };
}

/**
 * Runs (or resumes) an import: reads the file from the start, skips the rows at or before the checkpoint, and writes
 * the rest in batches. Each batch's records, keys, findings and the new counts and checkpoint commit in one
 * transaction, so a process killed at any point resumes at the first row whose batch did not commit: no row is lost
 * or written twice. Cancel is seen before each batch; a stopping process (signal) ends after the batch in hand.
 */
export async function runImport(
  db: Db,
  importId: number,
  { batchSize = 500, signal, busy = () => false, scans }: RunOptions = {},
) {
  const start = await db.selectFrom('imports').selectAll().where('id', '=', importId).executeTakeFirst();
  if (!start || (start.state !== 'queued' && start.state !== 'running')) return;
  const now = () => new Date().toISOString();
  await db
    .updateTable('imports')
    .set({ state: 'running', started: start.started ?? now() })
    .where('id', '=', importId)
    .execute();
  const settings: ImportSettings = { ...DEFAULT_SETTINGS, ...(JSON.parse(start.settings) as Partial<ImportSettings>) };
  const pub = await publicationFacts(db, start.publication_id);
  const ctx = await checkContext(db, start.publication_id);
  const checkpoint = start.checkpoint_row;
  let rejectedSoFar = start.rows_rejected;
  let mapping: FieldMapping | null = null;
  let batch: BatchRow[] = [];
  let pending = { read: 0, skipped: 0, last: checkpoint };
  // While the site is answering requests, batches are smaller, so a search waits for a shorter transaction.
  const busyBatchSize = Math.min(batchSize, BUSY_BATCH);
  let busySeen = 0;
  const giveWayNoted = async () => {
    if (busy()) busySeen = Date.now();
    await giveWay(busy);
  };

  // The checkpoint this run last wrote (or started from); each batch first checks it is still the import's.
  let written = checkpoint;
  const flush = async (): Promise<'go' | 'cancelled' | 'gone'> => {
    const rows = batch;
    const counted = pending;
    batch = [];
    pending = { read: 0, skipped: 0, last: counted.last };
    // A request that started while the rows were read goes first: opened between its statements, the batch's
    // transaction would make each of its later statements wait for the whole batch.
    await giveWayNoted();
    return db.transaction().execute(async (trx) => {
      // On PostgreSQL the import's row is locked for the batch, so a second run of the same import waits here for
      // this batch to commit and then sees its checkpoint (SQLite's transactions begin immediate: one at a time).
      const held = await trx
        .selectFrom('imports')
        .select(['state', 'cancel_requested', 'checkpoint_row'])
        .where('id', '=', importId)
        .$if(dialectOf(trx) === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst();
      if (!held || held.state !== 'running') return 'gone';
      // Another run of this import wrote a batch since this run's last (a dying process's run, left going while the
      // next start resumed the import): that run carries on, this one stops without writing.
      if (held.checkpoint_row !== written) return 'gone';
      if (held.cancel_requested) return 'cancelled';
      const out = await writeBatch(trx, importId, pub, rows, {
        validateOnly: settings.validateOnly,
        correctById: settings.correctById,
        now: now(),
      });
      rejectedSoFar += out.rejected;
      await trx
        .updateTable('imports')
        .set((eb) => ({
          rows_read: eb('rows_read', '+', counted.read),
          rows_skipped: eb('rows_skipped', '+', counted.skipped),
          rows_written: eb('rows_written', '+', out.written),
          rows_rejected: eb('rows_rejected', '+', out.rejected),
          rows_warned: eb('rows_warned', '+', out.warned),
          checkpoint_row: counted.last,
        }))
        .where('id', '=', importId)
        .execute();
      written = counted.last;
      return 'go';
    });
  };

  let outcome: 'done' | 'cancelled' | 'gone' | 'too-many-errors' | 'stopped' = 'done';
  try {
    // Scans first (scans.ts): the rows' file names become image ids before any row is checked.
    if (scans && start.scans_path) {
      const matches = await tileScans(db, start, settings, { ...scans, signal, busy });
      if (matches === 'stopped') return;
      ctx.scans = matches;
    }
    for await (const { row, cells } of readRows(start.source_path, start.format)) {
      mapping ??= mappingFor(Object.keys(cells), settings.mapping);
      if (settings.firstRecords > 0 && row > settings.firstRecords) break;
      if (row <= checkpoint) continue;
      pending.read++;
      pending.last = row;
      if (filtered(settings.filters, cells)) pending.skipped++;
      else {
        const checked = checkRow(cells, mapping, settings, ctx);
        batch.push({ row, checked });
        if (checked.rejected && settings.maxErrors > 0 && rejectedSoFar + rejectedIn(batch) >= settings.maxErrors) {
          const r = await flush();
          outcome = r === 'go' ? 'too-many-errors' : r;
          break;
        }
      }
      if (batch.length + pending.skipped >= (Date.now() - busySeen < BUSY_SPELL_MS ? busyBatchSize : batchSize)) {
        const r = await flush();
        // A batch runs start to end without letting a request in (its statements are synchronous on SQLite, and
        // Kysely's one SQLite connection is the import's until it commits); between batches requests go first.
        await giveWayNoted();
        if (r !== 'go') {
          outcome = r;
          break;
        }
        if (settings.maxErrors > 0 && rejectedSoFar >= settings.maxErrors) {
          outcome = 'too-many-errors';
          break;
        }
        if (signal?.aborted) {
          outcome = 'stopped';
          break;
        }
      }
    }
    if (outcome === 'done') {
      const r = await flush();
      if (r !== 'go') outcome = r;
    }
  } catch (error) {
    await finish(db, importId, 'failed', `The import stopped: ${(error as Error).message}`);
    return;
  }
  if (outcome === 'stopped' || outcome === 'gone') return;
  if (outcome === 'cancelled')
    return finish(db, importId, 'cancelled', 'Cancelled; the rows written before stay until undone');
  if (outcome === 'too-many-errors')
    return finish(
      db,
      importId,
      'failed',
      `Stopped after ${rejectedSoFar} rejected rows (maxErrors ${settings.maxErrors})`,
    );
  await finish(db, importId, 'done', null);
}

const rejectedIn = (batch: BatchRow[]) => batch.filter((r) => r.checked.rejected).length;

/**
 * Ends a running import; what its rows and scans change beyond themselves (documents of its pages, counts, suggestions,
 * cache versions: import-settle.ts) commits with the state, so "done" means searchable everywhere.
 */
async function finish(db: Db, importId: number, state: 'done' | 'failed' | 'cancelled', message: string | null) {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('imports')
      .set({ state, message, finished: now })
      .where('id', '=', importId)
      .where('state', '=', 'running')
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) > 0) await settleImport(trx, importId, now);
  });
}

/**
 * After an undo: a generation bump retires every service's cached facet counts and totals, and the counts and
 * catalogue versions the cached empty searches, suggestions and publication lists of services and gateways key on.
 */
export async function searchable(db: Db): Promise<void> {
  await bumpVersions(db, { generation: true, counts: true, catalogue: true });
}

async function publicationFacts(db: Db, id: number): Promise<PublicationFacts> {
  const p = await db
    .selectFrom('publications')
    .select(['id', 'short_title', 'conflict'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id: p.id, shortTitle: p.short_title, conflict: p.conflict };
}

async function checkContext(db: Db, publicationId: number): Promise<CheckContext> {
  const [images, places, regiments, companies] = await Promise.all([
    db.selectFrom('images').select('id').where('publication_id', '=', publicationId).execute(),
    db.selectFrom('places').select(['id', 'path']).execute(),
    db.selectFrom('regiments').select('id').execute(),
    db.selectFrom('companies').select('id').execute(),
  ]);
  return {
    imageIds: new Set(images.map((i) => i.id)),
    placeIds: new Map(places.map((p) => [p.path.toLowerCase(), p.id])),
    regimentIds: new Set(regiments.map((r) => r.id)),
    companyIds: new Set(companies.map((c) => c.id)),
  };
}
