import type { Generated, Selectable } from 'kysely';
import type { Json, Stamp } from '../db/columns';

/** A partner's API key (migration 022); only the SHA-256 of its secret is kept. */
export interface ApiKeyTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  prefix: string;
  /** Hex SHA-256 of the whole secret. */
  secret_hash: string;
  scopes: Json;
  origins: Json;
  created_at: Stamp;
  created_by: number | null;
  expires_at: Stamp;
  last_used_at: Stamp | null;
  revoked_at: Stamp | null;
  revoked_by: number | null;
}

export interface ApiKeyTables {
  api_keys: ApiKeyTable;
}

export type ApiKey = Selectable<ApiKeyTable>;
