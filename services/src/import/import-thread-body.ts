import { parentPort, workerData } from 'node:worker_threads';
import { openDb } from '../db/connect';
import { type ThreadImport, STOP } from './import-thread';
import { runImport } from './import-run';

// The import thread (import-thread.ts): its own connection to the embedded database, one import, then it ends.
const { sqliteFile, importId, batchSize, scans } = workerData as ThreadImport;
const stopping = new AbortController();
parentPort!.on('message', (message) => {
  if (message === STOP) stopping.abort();
});
const { db, close } = openDb({ sqliteFile });
try {
  await runImport(db, importId, { signal: stopping.signal, batchSize, scans });
} finally {
  await close();
  // The listener above would keep the thread alive.
  parentPort!.close();
}
