// Migrates the database and fills it with the demo data set when it holds no publications yet.
import path from 'node:path';
import { dbOptionsFromEnv, openDb, repoRoot, migrateToLatest } from '@muster/services/db';
import { ensureSearchIndex } from '@muster/services/search';
import { generate } from '../data/generate';

const { db, close } = openDb(dbOptionsFromEnv());
try {
  await migrateToLatest(db);
  const { n } = await db
    .selectFrom('publications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) === 0) {
    const started = Date.now();
    await generate({
      db,
      dataDir: process.env.DATA_DIR ?? path.join(repoRoot, 'data'),
      size: 'demo',
      log: (line: string) => console.log(`  ${line}`),
    });
    console.log(`  demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else {
    console.log(`  database already holds ${n} publications; keeping it`);
    if (await ensureSearchIndex(db)) console.log('  search index rebuilt for the new search migrations');
  }
} finally {
  await close();
}
