import type { Json, Stamp } from '../db/columns';

/** One stored object of Muster's OAuth server (migration 021), keyed by oidc-provider's model name and id. */
export interface OAuthStateTable {
  model: string;
  id: string;
  payload: Json;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  account_id: string | null;
  expires_at: Stamp | null;
}

export interface OAuthTables {
  oauth_states: OAuthStateTable;
}
