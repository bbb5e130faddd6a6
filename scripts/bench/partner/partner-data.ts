// The data the partner bench reads: the search bench's million records when they are built, else the demo data
// set (data/muster.sqlite), made and migrated as `npm start` makes it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type Db, openDb, repoRoot } from '@muster/services/db';
import { benchDbLocation, benchSqliteFile, prepareBenchDb } from '../bench-data';

export interface PartnerData {
  name: string;
  /** Where the services find it (services/src/main.ts's variables). */
  env: Record<string, string>;
  open(): Db;
}

export async function preparePartnerData(
  choice: 'auto' | 'demo' | 'bench',
  log: (m: string) => void,
): Promise<PartnerData> {
  if (choice === 'bench' || (choice === 'auto' && fs.existsSync(benchSqliteFile))) {
    const location = benchDbLocation('sqlite');
    await prepareBenchDb(location, { log });
    return {
      env: location.env,
      open: location.open,
      name: `search bench data (${path.relative(repoRoot, benchSqliteFile)})`,
    };
  }
  const sqliteFile = path.join(repoRoot, 'data', 'muster.sqlite');
  const env = { SQLITE_FILE: sqliteFile, DATA_DIR: path.join(repoRoot, 'data'), DATABASE_URL: '' };
  log(`demo data: ${path.relative(repoRoot, sqliteFile)} (migrated, and generated when empty, as npm start does)`);
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start/prepare.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (prepared.status !== 0) throw new Error('preparing the demo data failed');
  return { name: `demo data (${path.relative(repoRoot, sqliteFile)})`, env, open: () => openDb({ sqliteFile }) };
}
