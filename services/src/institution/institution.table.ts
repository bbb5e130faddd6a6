import type { Selectable } from 'kysely';
import type { Bool, Json } from '../db/columns';

export interface InstitutionTable {
  id: number;
  name: string;
  /** e.g. library, proquest, house */
  type: string;
  silo: number;
  proquest: Bool;
  /** JSON array of CIDR ranges that open an institution session. */
  ip_ranges: Json;
  /** Secret of the institution's link (`/library/{token}`), which opens its edition from any address (migration 009). */
  link_token: string | null;
}

export interface InstitutionTables {
  institutions: InstitutionTable;
}

export type Institution = Selectable<InstitutionTable>;
