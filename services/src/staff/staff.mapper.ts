import type { User } from '../user/user.table';
import { jsonStrings } from '../lib/batch';

/** A member as the /admin page lists them. */
export interface StaffUserDto {
  userId: number;
  username: string;
  email: string;
  roles: string[];
  accountStatus: string;
  /** Whether an external (social network) account is linked. */
  externalLinked: boolean;
  closed: boolean;
}

export function toStaffUser(row: Pick<User, 'id' | 'username' | 'email' | 'roles' | 'account_status' | 'facebook_id' | 'closed'>): StaffUserDto {
  return {
    userId: row.id, username: row.username, email: row.email, roles: jsonStrings(row.roles), accountStatus: row.account_status,
    externalLinked: row.facebook_id !== null, closed: Number(row.closed) === 1,
  };
}

export interface ImpersonationLinkDto {
  token: string;
  expiresAt: string;
}

export interface TagNameCountDto {
  name: string;
  count: number;
}
