import type { Generated } from 'kysely';
import type { Json, Stamp } from '../db/columns';

/** A job of the embedded runner (migration 025); on PostgreSQL pg-boss keeps its own. */
export interface JobTable {
  id: Generated<number>;
  kind: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  payload: Json;
  progress: Json | null;
  attempts: Generated<number>;
  /** Until when the runner that claimed it holds it; a later runner takes it after this (crash recovery). */
  locked_until: Stamp | null;
  heartbeat: Stamp | null;
  error: string | null;
  created: Stamp;
  started: Stamp | null;
  finished: Stamp | null;
}

export interface JobTables {
  jobs: JobTable;
}
