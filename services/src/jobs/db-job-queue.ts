import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import type { JobHandler, JobQueue } from './job-queue';

export interface DbJobQueueOptions {
  /** How long a claim lasts without a heartbeat; a job held longer by a dead runner is taken again. */
  leaseMs?: number;
  /** How often an idle runner looks for work. */
  pollMs?: number;
  /** A job claimed this many times without finishing is failed (a handler that crashes the process each time). */
  maxAttempts?: number;
}

/**
 * The embedded queue: jobs live in the `jobs` table of the services' own database (migration 025). A runner claims
 * the oldest queued job, or a running one whose lease has run out (its process was killed), by one conditional
 * UPDATE, and keeps the lease with a heartbeat while the handler runs. One job at a time per process: imports are
 * write-heavy and SQLite has one writer.
 */
export class DbJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private abort = new AbortController();
  private stopped = true;

  constructor(
    private readonly db: Kysely<Database>,
    options: DbJobQueueOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 500;
    this.maxAttempts = options.maxAttempts ?? 10;
  }

  work<P extends object>(kind: string, handler: JobHandler<P>): void {
    this.handlers.set(kind, handler as JobHandler<object>);
  }

  async send(kind: string, payload: object): Promise<string> {
    const row = await this.db
      .insertInto('jobs')
      .values({ kind, state: 'queued', payload: JSON.stringify(payload), created: new Date().toISOString() } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    this.poke();
    return String(row.id);
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.abort = new AbortController();
    this.poke();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.abort.abort();
    await this.running;
  }

  /** Looks for work now (after a send) rather than at the next poll. */
  private poke(): void {
    if (this.stopped || this.running) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), 0);
  }

  private tick(): void {
    if (this.stopped || this.running) return;
    this.running = this.runOne()
      .catch(() => false)
      .then((ran) => {
        this.running = undefined;
        if (!this.stopped) this.timer = setTimeout(() => this.tick(), ran ? 0 : this.pollMs);
      }) as Promise<void>;
  }

  /** Claims and runs one job; answers whether there was one. */
  private async runOne(): Promise<boolean> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return false;
    const now = new Date();
    const lease = new Date(now.getTime() + this.leaseMs).toISOString();
    const claimable = sql`kind IN (${sql.join(kinds)}) AND (state = 'queued' OR (state = 'running' AND locked_until < ${now.toISOString()}))`;
    // Looked for before claiming: an idle poll then only reads, and never holds SQLite's write lock.
    const { rows: found } = await sql<{
      id: number;
    }>`SELECT id FROM jobs WHERE ${claimable} ORDER BY id LIMIT 1`.execute(this.db);
    if (!found[0]) return false;
    const { rows } = await sql<{ id: number; kind: string; payload: string; attempts: number }>`
      UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_until = ${lease}, heartbeat = ${now.toISOString()},
        started = coalesce(started, ${now.toISOString()})
      WHERE id = ${found[0].id} AND ${claimable}
      RETURNING id, kind, payload, attempts`.execute(this.db);
    const job = rows[0];
    if (!job) return false;
    if (job.attempts > this.maxAttempts) {
      await this.finish(job.id, 'failed', `gave up after ${job.attempts - 1} attempts`);
      return true;
    }
    const beat = setInterval(() => {
      const at = new Date();
      void this.db
        .updateTable('jobs')
        .set({ heartbeat: at.toISOString(), locked_until: new Date(at.getTime() + this.leaseMs).toISOString() })
        .where('id', '=', job.id)
        .where('state', '=', 'running')
        .execute()
        .catch(() => {});
    }, this.leaseMs / 3);
    try {
      const signal = this.abort.signal;
      await this.handlers.get(job.kind)!({
        id: String(job.id),
        payload: JSON.parse(job.payload) as object,
        attempt: Number(job.attempts),
        signal,
      });
      // Stopped mid-run: hand the job back at once, for the next start (or another runner) to resume.
      if (signal.aborted)
        await this.db
          .updateTable('jobs')
          .set({ state: 'queued', locked_until: null })
          .where('id', '=', job.id)
          .execute();
      else await this.finish(job.id, 'done', null);
    } catch (error) {
      await this.finish(job.id, 'failed', (error as Error).message ?? String(error));
    } finally {
      clearInterval(beat);
    }
    return true;
  }

  private async finish(id: number, state: 'done' | 'failed', error: string | null): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ state, error, locked_until: null, finished: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }
}
