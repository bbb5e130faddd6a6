import type { Generated } from 'kysely';
import type { Stamp } from '../db/columns';

/** A single-use staff impersonation link (migration 009); only the SHA-256 of the token is kept. */
export interface ImpersonationTokenTable {
  id: Generated<number>;
  token_hash: string;
  staff_id: number;
  user_id: number;
  created: Stamp;
  expires_at: Stamp;
  used_at: Stamp | null;
  /** The address the link was opened from. */
  used_from: string | null;
}

/** Every change staff make to other members' accounts (migration 009). */
export interface StaffAuditTable {
  id: Generated<number>;
  staff_id: number;
  action: string;
  target_user_id: number | null;
  detail: string | null;
  address: string | null;
  created: Stamp;
}

export interface StaffTables {
  impersonation_tokens: ImpersonationTokenTable;
  staff_audit: StaffAuditTable;
}
