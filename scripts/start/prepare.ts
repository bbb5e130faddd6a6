// Migrates the database and fills it with the demo data set when it holds no publications yet.
import path from 'node:path';
import { dbOptionsFromEnv, openDb, repoRoot } from '@muster/services/db';
import { migrateAndFillOnce } from './fill-once';

const { db, close } = openDb(dbOptionsFromEnv());
try {
  await migrateAndFillOnce(db, {
    size: 'demo',
    dataDir: process.env.DATA_DIR ?? path.join(repoRoot, 'data'),
    log: console.log,
  });
} finally {
  await close();
}
