// The site the load runs against. By default its own, started as other benches start one: the services and the
// gateway as production processes on free ports, over a copy of the demo data (data/bench/load/), so a run
// leaves data/muster.sqlite as it was and works on any machine. Or a running site (--target, --cluster), whose
// database the data tools reach through the environment (DATABASE_URL, DATABASE_SCHEMA or SQLITE_FILE).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { type Db, openDb, repoRoot } from '@muster/services/db';
import { startGatewayProcess, startServicesProcess } from '../node-process';
import { preparePartnerData } from '../partner/partner-data';
import type { WatchedProcess } from './memory';

export interface LoadSite {
  url: string;
  description: string;
  processes: WatchedProcess[];
  /** The site's database, for the data tools. */
  openDb(): Db;
  stop(): Promise<void>;
}

const loadDir = path.join(repoRoot, 'data', 'bench', 'load');

export async function ownSite(log: (m: string) => void): Promise<LoadSite> {
  const demo = await preparePartnerData('demo', log);
  const sqliteFile = path.join(loadDir, 'muster.sqlite');
  fs.mkdirSync(loadDir, { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(sqliteFile + suffix, { force: true });
  const source = demo.open();
  await sql`VACUUM INTO ${sqliteFile}`.execute(source.db);
  await source.close();
  log(`a copy of the demo data: ${path.relative(repoRoot, sqliteFile)}`);
  const secrets = {
    INTERNAL_AUTH_SECRET: randomBytes(24).toString('hex'),
    URL_SIGNING_SECRET: randomBytes(24).toString('hex'),
    SESSION_SECRET: randomBytes(24).toString('hex'),
  };
  const services = await startServicesProcess({ ...demo.env, ...secrets, SQLITE_FILE: sqliteFile });
  const gateway = await startGatewayProcess(services.url, 120_000, secrets).catch(async (error) => {
    await services.stop();
    throw error;
  });
  return {
    url: gateway.url,
    description: `its own site: one gateway and one services process on SQLite (a copy of the demo data)`,
    processes: [
      { name: 'gateway', pid: gateway.pid },
      { name: 'services', pid: services.pid },
    ],
    openDb: () => openDb({ sqliteFile }),
    async stop() {
      await gateway.stop();
      await services.stop();
    },
  };
}

/** A site already running; `dbEnv` says where its database is (the process's own environment otherwise). */
export function runningSite(
  url: string,
  processes: WatchedProcess[],
  description: string,
  dbEnv: Record<string, string | undefined> = process.env,
): LoadSite {
  return {
    url: url.replace(/\/$/, ''),
    description,
    processes,
    openDb: () =>
      openDb({
        databaseUrl: dbEnv.DATABASE_URL || undefined,
        pgSchema: dbEnv.DATABASE_SCHEMA || undefined,
        sqliteFile: dbEnv.SQLITE_FILE || undefined,
      }),
    stop: async () => undefined,
  };
}
