import type { Generated } from 'kysely';
import type { Stamp } from '../db/columns';

/** A feedback or contact message (accounts spec §3); ip_address, user and user_agent are added by the server. */
export interface FeedbackTable {
  id: Generated<number>;
  category: string;
  /** The subject: ACCOUNT, SITE_PROBLEM, …, BETA. */
  type: string;
  email: string | null;
  message: string;
  rating: number | null;
  object_id: number | null;
  object_type: string | null;
  url: string | null;
  ip_address: string | null;
  user_id: number | null;
  username: string | null;
  user_agent: string | null;
  created: Stamp;
  /** NEW until a staff member marks it READ. */
  status: Generated<string>;
  /** A member's proposed record correction (migration 027): the record field, its proposed value, staff's answer. */
  correction_field: string | null;
  correction_value: string | null;
  /** PENDING, ACCEPTED or REJECTED. */
  correction_state: string | null;
  /** Staff's reason when rejected. */
  correction_reason: string | null;
}

export interface FeedbackTables {
  feedback: FeedbackTable;
}
