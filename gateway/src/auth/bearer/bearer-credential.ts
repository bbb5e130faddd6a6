import type { SessionUserDto } from '@muster/contract';
import type { CallerIdentity } from '../identity';

/**
 * What a caller may do with a credential: read only, or also run mutations; `freeform` also sends operations
 * that are not persisted when the gateway accepts only persisted ones from others (auth/api-key/scope-gate.ts).
 */
export type CredentialScope = 'read' | 'write' | 'freeform';

/**
 * A non-browser caller's proof, from `Authorization: Bearer …`: a partner's API key or an OAuth access
 * token issued by Muster's own authorization server. It resolves to the same identity a session would, so
 * every resolver and service sees one kind of caller whatever door it came through.
 */
export interface BearerCredential {
  kind: 'api-key' | 'oauth-token';
  /** Stable id of the key or grant: what rate limits and logs count by (never the secret itself). */
  id: string;
  scopes: CredentialScope[];
  identity: CallerIdentity;
  /** The member a token acts for, as `session.user` shows it; absent for a partner's key acting for itself. */
  user?: SessionUserDto;
}

/**
 * Claims a bearer token: a credential when the token is this resolver's kind and valid, `null` when the token
 * is not its kind (the next resolver tries), or throws `InvalidBearer` for its kind but revoked or expired.
 */
export type BearerResolver = (token: string) => Promise<BearerCredential | null>;

/** A token of a resolver's kind that does not open anything (unknown, revoked, expired). */
export class InvalidBearer extends Error {}
