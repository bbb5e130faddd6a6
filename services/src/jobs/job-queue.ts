import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/**
 * Background work (imports, tile pyramids, PDFs) behind one interface: pg-boss on PostgreSQL, the
 * embedded runner of db-job-queue.ts on SQLite (docs/decisions/imports.md "Jobs"). Handlers must be idempotent:
 * a job whose process died mid-run is handed to a handler again, which continues from its own checkpoint. A
 * handler that throws is retried with a doubling back-off; one that has given up records why and returns.
 */
export interface JobContext<P> {
  id: string;
  payload: P;
  /** 1 on the first run; more when the job is resumed after a crash. */
  attempt: number;
  /** Aborted when the queue stops: the handler should stop at its next checkpoint and return. */
  signal: AbortSignal;
}

export type JobHandler<P> = (job: JobContext<P>) => Promise<void>;

export interface JobQueue {
  /** Registers the handler of a kind of job; call before start(). */
  work<P extends object>(kind: string, handler: JobHandler<P>): void;
  /**
   * Queues a job and answers its id. Given `within` (a transaction of the services' database), the job is queued
   * in it: it exists exactly when the rows it is about commit, so a crash can neither lose it nor leave it orphaned.
   */
  send(kind: string, payload: object, within?: Kysely<Database>): Promise<string>;
  /** Jobs of a kind queued or running (a bound on new work); pg-boss answers from its last count, a moment old. */
  pending(kind: string): Promise<number>;
  /** Starts taking jobs, resuming those a dead process left running. */
  start(): Promise<void>;
  /** Stops taking jobs; running handlers are asked to stop (signal) and awaited, their jobs left to resume. */
  stop(): Promise<void>;
}

/**
 * The services' one queue as each plugin sees it: `register` adds a kind of job before the queue starts (at
 * start-up), `started` answers the running queue to send jobs to.
 */
export interface ServicesJobs {
  register: JobQueue['work'];
  started: () => Promise<JobQueue>;
}
