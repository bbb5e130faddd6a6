import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import { DbJobQueue } from './db-job-queue';
import type { JobQueue } from './job-queue';
import { PgBossQueue } from './pg-boss-queue';

export type { JobContext, JobHandler, JobQueue, ServicesJobs } from './job-queue';
export { DbJobQueue } from './db-job-queue';

/**
 * The services' job queue: pg-boss on PostgreSQL (in the schema `<current schema>_pgboss`, so parallel test schemas
 * never share jobs), the embedded runner on SQLite. JOBS_LEASE_MS shortens the embedded runner's lease (the kill
 * test); pg-boss's heartbeat is 10 s at least, and JOBS_SUPERVISE_SECONDS shortens how often it looks for dead workers.
 */
export async function createJobQueue(db: Kysely<Database>, env = process.env): Promise<JobQueue> {
  if (dialectOf(db) === 'sqlite')
    return new DbJobQueue(db, { leaseMs: env.JOBS_LEASE_MS ? Number(env.JOBS_LEASE_MS) : undefined });
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return new PgBossQueue({
    db,
    schema: `${rows[0].schema}_pgboss`,
    superviseIntervalSeconds: env.JOBS_SUPERVISE_SECONDS ? Number(env.JOBS_SUPERVISE_SECONDS) : undefined,
  });
}
