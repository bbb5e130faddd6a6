import { type Kysely, type Migration, Migrator } from 'kysely';
import * as records from './migrations/001_records';
import * as search from './migrations/002_search';

// Migrations are listed here rather than read from disk so they work the same under tsx, jest and a bundle.
const migrations: Record<string, Migration> = {
  '001_records': records,
  '002_search': search,
};

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${(error as Error).message ?? error}`);
  }
}
