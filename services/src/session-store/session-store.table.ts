import type { Json, Stamp } from '../db/columns';

export interface SessionTable {
  id: string;
  user_id: number | null;
  institution_id: number | null;
  data: Json;
  expires_at: Stamp;
}

export interface SessionStoreTables {
  sessions: SessionTable;
}
