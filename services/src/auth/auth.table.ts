import type { Generated } from 'kysely';
import type { Stamp } from '../db/columns';

/** One failed sign-in, by account (when the login named one) and by caller address, for throttling. */
export interface SignInFailureTable {
  id: Generated<number>;
  user_id: number | null;
  address: string;
  failed_at: Stamp;
  /** The login as typed, trimmed and lower-cased (migration 018): counts the failures of unknown logins. */
  login: string | null;
}

export interface AuthTables {
  sign_in_failures: SignInFailureTable;
}
