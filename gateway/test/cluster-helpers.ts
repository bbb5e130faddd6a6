import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { adminQuery } from '@muster/testkit';
import { seedFixtures } from '@muster/testkit/fixtures';
import { migrateToLatest, openDb, type Db } from '@muster/services/db';
import { type ClusterLayout, freeLayout, startCluster, stopCluster } from '@muster/scripts/cluster';
import { addMembers, setPassword } from './accounts-helpers';

export const PASSWORD = 'Cluster-1864';
/** Members of the cluster tests, each with a lock, a rate budget or a role of their own. */
export const MEMBERS = {
  session: { id: 1, username: 'hwhitcomb' },
  locked: { id: 11, username: 'lockedout' },
  counted: { id: 12, username: 'counted' },
  editor: { id: 13, username: 'clustereditor' },
};

export interface TestCluster {
  layout: ClusterLayout;
  db: Db;
  stop(): Promise<void>;
}

/**
 * A cluster as `npm run cluster` starts it (two services and two gateway processes, HAProxy in front), on free
 * ports, over a PostgreSQL schema of its own holding the fixtures, and Redis keys under a namespace of its own.
 */
export async function startTestCluster(extraEnv: Record<string, string> = {}): Promise<TestCluster> {
  const databaseUrl = process.env.DATABASE_URL!;
  const run = randomBytes(6).toString('hex');
  const schema = `test_cluster_${run}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-cluster-'));
  const dataDir = path.join(dir, 'files');
  await adminQuery(databaseUrl, `CREATE SCHEMA ${schema}`);
  const db = openDb({ databaseUrl, pgSchema: schema });
  await migrateToLatest(db.db);
  await seedFixtures(db.db, dataDir);
  await addMembers(db.db, [MEMBERS.locked, MEMBERS.counted, { ...MEMBERS.editor, roles: ['content'] }]);
  for (const who of Object.values(MEMBERS)) await setPassword(db.db, who.id, PASSWORD);

  const namespace = `muster-test-cluster-${run}`;
  const layout = await freeLayout(dir, {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: process.env.REDIS_URL!,
    REDIS_NAMESPACE: namespace,
    DATA_DIR: dataDir,
    ...extraEnv,
  });
  const stop = async () => {
    await stopCluster(layout, () => {});
    await db.close();
    await adminQuery(databaseUrl, `DROP SCHEMA ${schema} CASCADE`);
    await adminQuery(databaseUrl, `DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`);
    const redis = createClient({ url: process.env.REDIS_URL });
    await redis.connect();
    for (const key of await redis.keys(`*${namespace}*`)) await redis.del(key);
    await redis.quit();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await startCluster(layout, () => {});
  } catch (error) {
    for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.log')))
      console.error(`${name}:\n${fs.readFileSync(path.join(dir, name), 'utf8').slice(-3000)}`);
    await stop();
    throw error;
  }
  return { layout, db, stop };
}
