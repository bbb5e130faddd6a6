import type { Generated } from 'kysely';
import type { Stamp } from '../db/columns';

/** A member's link to an outside identity provider's account (migration 015); unique per provider and subject. */
export interface ExternalAccountTable {
  id: Generated<number>;
  provider: string;
  subject: string;
  user_id: number;
  email: string | null;
  created: Stamp;
}

export interface ExternalAccountTables {
  external_accounts: ExternalAccountTable;
}
