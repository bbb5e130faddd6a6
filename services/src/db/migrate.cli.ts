import { dbOptionsFromEnv, openDb } from './connect';
import { migrateToLatest } from './migrate';

const { db, close } = openDb(dbOptionsFromEnv());
await migrateToLatest(db);
await close();
console.log('database migrated');
