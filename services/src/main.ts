import cluster from 'node:cluster';
import path from 'node:path';
import { drainOnSignals, drainSettingsFromEnv } from '@muster/contract/node';
import { buildServicesApp } from './app';
import { dbOptionsFromEnv, openDb, repoRoot } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { ensureSearchIndex } from './search/index-build';
import { servicesWorkersFromEnv, superviseWorkers } from './workers';

// Listens on loopback by default: only the gateway should reach the services (architecture: trust).
const workers = servicesWorkersFromEnv();
const db = openDb(dbOptionsFromEnv());
// Workers (SERVICES_WORKERS, workers.ts) find the database migrated and indexed: the primary did it before forking them.
if (cluster.isPrimary) {
  await migrateToLatest(db.db);
  // A migration may add search columns to a database imported before it; rebuild the index once if so.
  if (await ensureSearchIndex(db.db)) console.log('search index rebuilt');
}
// With several workers the primary only supervises them from here on; what follows runs in each worker.
await superviseWorkers(workers, () => db.close());
const app = await buildServicesApp({
  db,
  dataDir: process.env.DATA_DIR || path.join(repoRoot, 'data'),
  logger: { level: process.env.LOG_LEVEL || 'info' },
});
const port = Number(process.env.SERVICES_PORT || 4100);
const host = process.env.SERVICES_HOST || '127.0.0.1';
await app.listen({ port, host });

// Fastify's close answers the requests in flight, then runs the onClose hooks (the job workers); the pool goes last.
drainOnSignals(
  {
    beginDrain: () => app.beginDrain(),
    closeServer: () => app.close(),
    server: app.server,
    release: () => db.close(),
    log: (message) => app.log.warn(`services: ${message}`),
  },
  drainSettingsFromEnv(),
);
