import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import { type JobQueue, createJobQueue } from '../jobs';
import { IMPORT_JOB, type RunOptions, runImport } from './import-run';
import { runImportInThread } from './import-thread';

/**
 * Rows per batch while nobody is searching. PostgreSQL's searches read past an open batch (MVCC) and each statement
 * is a round trip, so its batches are larger; on SQLite a batch holds the one connection searches need as well.
 */
const batchSizeOf = (db: Kysely<Database>) => (dialectOf(db) === 'postgres' ? 2000 : 500);

/**
 * The services' import worker. The queue starts on the first import, or at start-up when an import is unfinished
 * (a process killed mid-import resumes it): a process with nothing to import runs no worker.
 */
export function importJobs(
  db: Kysely<Database>,
  busy: () => boolean,
  given?: JobQueue,
  scans?: RunOptions['scans'],
  sqliteFile?: string,
) {
  let started: Promise<JobQueue> | undefined;
  const queue = () =>
    (started ??= (async () => {
      const q = given ?? (await createJobQueue(db));
      q.work<{ importId: number }>(IMPORT_JOB, ({ payload, signal }) =>
        // An embedded database in a file is imported from a thread of its own (import-thread.ts), so searches
        // neither wait for the import's turns of the event loop nor for its batches on the one connection.
        sqliteFile
          ? runImportInThread({ sqliteFile, importId: payload.importId, batchSize: batchSizeOf(db), scans }, signal)
          : runImport(db, payload.importId, { signal, busy, scans, batchSize: batchSizeOf(db) }),
      );
      await q.start();
      return q;
    })());
  return {
    queue,
    async resume() {
      // A database migrated only part of the way (a migration's test) has no imports table: nothing to resume.
      const open = await db
        .selectFrom('imports')
        .select('id')
        .where('state', 'in', ['queued', 'running'])
        .limit(1)
        .executeTakeFirst()
        .catch(() => undefined);
      if (open) await queue();
    },
    async stop() {
      if (started) await (await started).stop();
    },
  };
}
