/** Who is calling, as the gateway tells the services (ARCHITECTURE.md, "Trust and identity"). */
export interface CallerIdentity {
  /** Positive for a signed-in user, null for an anonymous visitor. */
  userId: number | null;
  username: string | null;
  accountStatus: string;
  confirmed: boolean;
  roles: string[];
  institutionId: number | null;
}

export const ANONYMOUS: CallerIdentity = Object.freeze({
  userId: null,
  username: null,
  accountStatus: 'anonymous',
  confirmed: false,
  roles: [],
  institutionId: null,
}) as CallerIdentity;

/** The identity the gateway vouches for on behalf of a signed-in member. */
export function identityOfUser(user: {
  userId: number;
  username: string;
  accountStatus: string;
  confirmed: boolean;
  roles: string[];
  institutionId: number | null;
}): CallerIdentity {
  const { userId, username, accountStatus, confirmed, roles, institutionId } = user;
  return { userId, username, accountStatus, confirmed, roles: [...roles], institutionId };
}
