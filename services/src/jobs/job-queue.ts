/**
 * Background work (imports; later tile pyramids and PDFs) behind one interface: pg-boss on PostgreSQL, the
 * embedded runner of db-job-queue.ts on SQLite (docs/decisions/imports.md "Jobs"). Handlers must be idempotent:
 * a job whose process died mid-run is handed to a handler again, which continues from its own checkpoint.
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
  /** Queues a job and answers its id. */
  send(kind: string, payload: object): Promise<string>;
  /** Starts taking jobs, resuming those a dead process left running. */
  start(): Promise<void>;
  /** Stops taking jobs; running handlers are asked to stop (signal) and awaited, their jobs left to resume. */
  stop(): Promise<void>;
}
