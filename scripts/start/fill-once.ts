// What `npm start` and `npm run cluster` do to a database before the services open it: migrate, and fill it with
// a generated data set the first time (no publication yet). A database that already holds data is kept.
import type { Kysely } from 'kysely';
import type { Database } from '@muster/services/db';
import { migrateToLatest } from '@muster/services/db';
import { ensureSearchIndex } from '@muster/services/search';
import { generate } from '../data';
import type { SizeName } from '../data/build/sizes';

export async function migrateAndFillOnce(
  db: Kysely<Database>,
  { size, dataDir, log }: { size: SizeName; dataDir: string; log: (line: string) => void },
): Promise<void> {
  await migrateToLatest(db);
  const { n } = await db
    .selectFrom('publications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) === 0) {
    const started = Date.now();
    await generate({ db, dataDir, size, log: (line: string) => log(`  ${line}`) });
    log(`  ${size} data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else {
    log(`  database already holds ${n} publications; keeping it`);
    if (await ensureSearchIndex(db)) log('  search index rebuilt for the new search migrations');
  }
}
