import type { Db } from '../db/connect';
import { type JobQueue, createJobQueue } from '../jobs';
import { importDb } from './import-db';
import { IMPORT_JOB, runImport } from './import-run';

/**
 * The services' import worker. The queue starts on the first import, or at start-up when an import is unfinished
 * (a process killed mid-import resumes it): a process with nothing to import runs no worker.
 */
export function importJobs(services: Db, given?: JobQueue) {
  const { db } = services;
  let started: Promise<JobQueue> | undefined;
  let writer: ReturnType<typeof importDb> | undefined;
  const queue = () =>
    (started ??= (async () => {
      const q = given ?? (await createJobQueue(db));
      writer = importDb(services);
      const w = writer.db;
      q.work<{ importId: number }>(IMPORT_JOB, ({ payload, signal }) => runImport(w, payload.importId, { signal }));
      await q.start();
      return q;
    })());
  return {
    queue,
    async resume() {
      const open = await db
        .selectFrom('imports')
        .select('id')
        .where('state', 'in', ['queued', 'running'])
        .limit(1)
        .executeTakeFirst();
      if (open) await queue();
    },
    async stop() {
      if (started) await (await started).stop();
      await writer?.close();
    },
  };
}
