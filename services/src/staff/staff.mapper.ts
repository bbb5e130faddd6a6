import type { User } from '../user/user.table';
import { jsonStrings } from '../lib/batch';
import type { StaffUserDto } from '@muster/contract';

export function toStaffUser(
  row: Pick<User, 'id' | 'username' | 'email' | 'roles' | 'account_status' | 'facebook_id' | 'closed'>,
): StaffUserDto {
  return {
    userId: row.id,
    username: row.username,
    email: row.email,
    roles: jsonStrings(row.roles),
    accountStatus: row.account_status,
    externalLinked: row.facebook_id !== null,
    closed: Number(row.closed) === 1,
  };
}
