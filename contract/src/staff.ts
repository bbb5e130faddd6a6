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

export interface ImpersonationLinkDto {
  token: string;
  expiresAt: string;
}

export interface TagNameCountDto {
  name: string;
  count: number;
}
