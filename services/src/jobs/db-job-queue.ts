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
  /** The wait before the first retry of a job whose handler threw; doubled at each attempt up to retryDelayMaxMs. */
  retryDelayMs?: number;
  retryDelayMaxMs?: number;
}

/** The back-off before attempt `attempts + 1`: base, 2×base, 4×base, … at most `max`. */
export const retryDelay = (attempts: number, base: number, max: number) =>
  Math.min(max, base * 2 ** Math.max(0, attempts - 1));

/**
 * The embedded queue: jobs live in the `jobs` table of the services' own database (migration 025). A runner claims
 * the oldest queued job, or a running one whose lease has run out (its process was killed), by one conditional
 * UPDATE, and keeps the lease with a heartbeat while the handler runs. A handler that throws is retried with a
 * doubling back-off (the job waits queued with `locked_until` in the future). One job at a time per kind and process:
 * imports are write-heavy and SQLite has one writer, and a PDF or a tile pyramid need not wait for an import.
 */
export class DbJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;
  private readonly retryDelayMaxMs: number;
  /** Each kind's runner: its next poll and the job it is running. */
  private readonly runners = new Map<string, { timer?: NodeJS.Timeout; running?: Promise<void> }>();
  private abort = new AbortController();
  private stopped = true;

  constructor(
    private readonly db: Kysely<Database>,
    options: DbJobQueueOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 500;
    this.maxAttempts = options.maxAttempts ?? 10;
    this.retryDelayMs = options.retryDelayMs ?? 1000;
    this.retryDelayMaxMs = options.retryDelayMaxMs ?? 60_000;
  }

  work<P extends object>(kind: string, handler: JobHandler<P>): void {
    this.handlers.set(kind, handler as JobHandler<object>);
    this.runners.set(kind, {});
    this.poke(kind);
  }

  async send(kind: string, payload: object, within: Kysely<Database> = this.db): Promise<string> {
    const row = await within
      .insertInto('jobs')
      .values({ kind, state: 'queued', payload: JSON.stringify(payload), created: new Date().toISOString() } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    this.poke(kind);
    return String(row.id);
  }

  async pending(kind: string): Promise<number> {
    const row = await this.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', kind)
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.abort = new AbortController();
    for (const kind of this.runners.keys()) this.poke(kind);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    for (const runner of this.runners.values()) clearTimeout(runner.timer);
    await Promise.all([...this.runners.values()].map((runner) => runner.running));
  }

  /** Looks for work of a kind now (after a send) rather than at the next poll. */
  private poke(kind: string): void {
    const runner = this.runners.get(kind);
    if (this.stopped || !runner || runner.running) return;
    clearTimeout(runner.timer);
    runner.timer = setTimeout(() => this.tick(kind), 0);
  }

  private tick(kind: string): void {
    const runner = this.runners.get(kind)!;
    if (this.stopped || runner.running) return;
    runner.running = this.runOne(kind)
      .catch(() => false)
      .then((ran) => {
        runner.running = undefined;
        if (!this.stopped) runner.timer = setTimeout(() => this.tick(kind), ran ? 0 : this.pollMs);
      }) as Promise<void>;
  }

  /** Claims and runs one job of a kind; answers whether there was one. */
  private async runOne(kind: string): Promise<boolean> {
    const now = new Date();
    const stamp = now.toISOString();
    const lease = new Date(now.getTime() + this.leaseMs).toISOString();
    // Queued and due (a retry waits out its back-off in locked_until), or running under a lease that ran out.
    const claimable = sql`kind = ${kind} AND ((state = 'queued' AND (locked_until IS NULL OR locked_until < ${stamp})) OR (state = 'running' AND locked_until < ${stamp}))`;
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
      const message = (error as Error).message ?? String(error);
      const attempts = Number(job.attempts);
      if (attempts >= this.maxAttempts) await this.finish(job.id, 'failed', message);
      else {
        const due = Date.now() + retryDelay(attempts, this.retryDelayMs, this.retryDelayMaxMs);
        await this.db
          .updateTable('jobs')
          .set({ state: 'queued', locked_until: new Date(due).toISOString(), error: message })
          .where('id', '=', job.id)
          .execute();
      }
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
