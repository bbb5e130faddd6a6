import type { Generated, Selectable } from 'kysely';
import type { Bool, Json, Stamp } from '../db/columns';

export interface UserTable {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  /** monthly-subscriber, annual-subscriber, comp-subscriber, bundle, free-trial or non-subscriber */
  account_status: string;
  confirmed: Bool;
  roles: Json;
  institution_id: number | null;
  join_date: Stamp;
  // Accounts (migration 006): columns with a default may be left out of an insert.
  display_name: Generated<string>;
  about: Generated<string>;
  location: Generated<string>;
  comm_newsletter: Generated<Bool>;
  comm_offers: Generated<Bool>;
  comm_memorial_activity: Generated<Bool>;
  /** Set on an account whose password no longer meets the rules: sign-in asks for a new one first. */
  password_update_required: Generated<Bool>;
  /** Bumped on every password, email or roles change, so sessions made before can be ended. */
  credentials_version: Generated<number>;
  closed: Generated<Bool>;
  /** The new address of an email change awaiting confirmation. */
  pending_email: string | null;
  /** The profile photo, relative to the data directory (a square JPEG). */
  photo_path: string | null;
  how_did_you_hear: string | null;
  facebook_id: string | null;
  /** Show the Facebook profile picture rather than the uploaded photo (migration 023); needs facebook_id. */
  use_facebook_photo: Generated<Bool>;
  /** When 50 failed sign-ins in 24 hours locked the account (migration 018); null while open. */
  locked_at: string | null;
  /** Failed sign-ins before this time no longer count account-wide (set by an unlock). */
  failures_counted_from: string | null;
}

/** An emailed token (verify email, reset password, change email): only its SHA-256 is kept; single use. */
export interface UserTokenTable {
  id: Generated<number>;
  user_id: number;
  /** verify-email, reset-password or email-change */
  kind: string;
  token_hash: string;
  /** The new address, for an email change. */
  email: string | null;
  created: Stamp;
  expires_at: Stamp;
  used_at: Stamp | null;
}

export interface UserTables {
  users: UserTable;
  user_tokens: UserTokenTable;
}

export type User = Selectable<UserTable>;
