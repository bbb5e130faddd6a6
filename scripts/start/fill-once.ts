// What `npm start` and `npm run cluster` do to a database before the services open it: migrate, and fill it with
// a generated data set the first time (no publication yet). A database that already holds data is kept.
import fs from 'node:fs';
import path from 'node:path';
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
    const missing = await missingScan(db, dataDir);
    if (missing)
      log(
        `  warning: the database's scans are not under ${dataDir} (${missing} is missing), so the viewer will answer ` +
          'not found: the database was filled from another data folder. Set DATA_DIR to that folder, or drop the ' +
          'database to fill it again here.',
      );
  }
}

/**
 * The first scan the database names that is not in the data folder, or null. A kept database filled from another
 * checkout (the cluster's PostgreSQL database outlives the folder its scans were written to) serves records but
 * no images; one file tells, since the generator writes every scan of a data set.
 */
export async function missingScan(db: Kysely<Database>, dataDir: string): Promise<string | null> {
  const first = await db.selectFrom('images').select('file_path').orderBy('id').limit(1).executeTakeFirst();
  if (!first) return null;
  return fs.existsSync(path.resolve(dataDir, first.file_path)) ? null : first.file_path;
}
