import { CompiledQuery, type Kysely } from 'kysely';
import { PgBoss } from 'pg-boss';
import type { Database } from '../db/database';
import type { JobHandler, JobQueue } from './job-queue';

export interface PgBossQueueOptions {
  /** The services' database: pg-boss runs its statements through the same pool (and search_path). */
  db: Kysely<Database>;
  /** pg-boss's own schema (kept apart from the record tables). */
  schema: string;
  /** A worker that stops beating for this long is presumed dead and its job retried (pg-boss minimum 10). */
  heartbeatSeconds?: number;
  /** How often pg-boss looks for jobs whose worker stopped beating (60 s by default; the kill test shortens it). */
  superviseIntervalSeconds?: number;
}

/**
 * pg-boss's database adapter over a Kysely database or transaction. pg-boss sends some of its work (installing and
 * migrating its schema) as one text of several statements inside BEGIN … COMMIT; when one of them fails, as when
 * two processes start at once, PostgreSQL leaves that connection in an aborted transaction, and the pool would hand
 * it to the next caller, who gets "current transaction is aborted" (25P02) for whatever it runs. So a statement that
 * fails on a pool connection is followed by a ROLLBACK on that same connection (a mere warning when none is open).
 * A caller's transaction is left to the caller.
 */
const executorOf = (db: Kysely<Database>) => ({
  executeSql: (text: string, values: unknown[] = []) =>
    db.isTransaction
      ? db.executeQuery(CompiledQuery.raw(text, values))
      : db.connection().execute(async (connection) => {
          try {
            return await connection.executeQuery(CompiledQuery.raw(text, values));
          } catch (err) {
            await connection.executeQuery(CompiledQuery.raw('ROLLBACK')).catch(() => {});
            throw err;
          }
        }),
});

/** Two processes starting together race on pg-boss's schema; the loser tries again once the winner is done. */
const START_ATTEMPTS = 5;

/**
 * pg-boss on PostgreSQL: many workers on many machines. Each job is retried after a crash (its heartbeat stops)
 * and resumes from the handler's own checkpoint, and after a handler throws, with a back-off; a handler that has
 * given up records its failure and returns normally.
 */
export class PgBossQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly heartbeatSeconds: number;

  constructor(options: PgBossQueueOptions) {
    const { db } = options;
    this.boss = new PgBoss({
      schema: options.schema,
      ...(options.superviseIntervalSeconds ? { superviseIntervalSeconds: options.superviseIntervalSeconds } : {}),
      db: executorOf(db),
    });
    this.boss.on('error', () => {});
    this.heartbeatSeconds = options.heartbeatSeconds ?? 10;
  }

  work<P extends object>(kind: string, handler: JobHandler<P>): void {
    this.handlers.set(kind, handler as JobHandler<object>);
  }

  async send(kind: string, payload: object, within?: Kysely<Database>): Promise<string> {
    // pg-boss runs its INSERT through the caller's transaction when given one (its `db` option).
    const id = await this.boss.send(kind, payload, within ? { db: executorOf(within) } : {});
    if (!id) throw new Error(`pg-boss refused a ${kind} job`);
    return id;
  }

  async pending(kind: string): Promise<number> {
    const [stats] = await this.boss.getQueueStats(kind).catch(() => []);
    return stats ? stats.queuedCount + stats.activeCount : 0;
  }

  async start(): Promise<void> {
    await this.boss.start({ attempts: START_ATTEMPTS });
    for (const [kind, handler] of this.handlers) {
      await this.boss.createQueue(kind, {
        heartbeatSeconds: this.heartbeatSeconds,
        retryLimit: 20,
        // 1 s, 2 s, 4 s, … (with jitter) up to a minute: a handler that throws is not retried in a tight loop.
        retryDelay: 1,
        retryBackoff: true,
        retryDelayMax: 60,
        expireInSeconds: 24 * 3600,
      });
      await this.boss.work<object>(kind, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
        await handler({ id: job.id, payload: job.data, attempt: job.retryCount + 1, signal: job.signal });
        // A handler that returned because the worker is stopping has not finished: fail it so pg-boss retries it.
        if (job.signal.aborted) throw new Error('stopped before the job finished');
      });
    }
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 30_000 });
  }
}
