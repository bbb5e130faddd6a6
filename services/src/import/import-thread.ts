import { Worker } from 'node:worker_threads';
import type { RunOptions } from './import-run';

/** What the import thread is given: the database file to open, the import, and the run's settings. */
export interface ThreadImport {
  sqliteFile: string;
  importId: number;
  batchSize: number;
  scans?: RunOptions['scans'];
}

/** The message that asks the thread to stop after the batch in hand (the queue is stopping). */
export const STOP = 'stop';

/**
 * Runs an import on the embedded SQLite in a worker thread with its own connection. better-sqlite3 is synchronous and
 * Kysely gives the services one SQLite connection, so an import run beside the requests held both the event loop
 * (reading, checking and writing rows) and the connection (a batch's transaction) while searches waited. In WAL mode a
 * reader on another connection never waits for the writer, so from its own thread the import leaves both to the
 * requests; only another write waits, for at most one batch (better-sqlite3's 5 s busy timeout). The job's lease and
 * heartbeat stay with the queue in the main thread; a process killed mid-import takes the thread with it, and the
 * next start resumes from the checkpoint as before.
 */
export function runImportInThread(job: ThreadImport, signal?: AbortSignal): Promise<void> {
  const worker = new Worker(new URL('./import-thread-boot.mjs', import.meta.url), { workerData: job });
  const stop = () => worker.postMessage(STOP);
  signal?.addEventListener('abort', stop, { once: true });
  return new Promise<void>((resolve, reject) => {
    let failure: Error | undefined;
    worker.on('error', (error) => (failure = error));
    worker.on('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      if (failure) reject(failure);
      else if (code !== 0) reject(new Error(`the import thread ended with code ${code}`));
      else resolve();
    });
  });
}
