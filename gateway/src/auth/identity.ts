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
  userId: null, username: null, accountStatus: 'anonymous', confirmed: false, roles: [], institutionId: null,
}) as CallerIdentity;
