import type Provider from 'oidc-provider';
import type { InstitutionDto, SessionUserDto } from '@muster/contract';
import { InvalidBearer, type BearerResolver } from '../bearer/bearer-credential';
import { identityOfUser } from '../identity';
import { noteInstitution } from '../../institution/resolved-institution';
import { credentialScopes } from './oauth-scopes';

export interface OAuthBearerDeps {
  provider: Provider;
  /** `GET /user/self` as the token's member: the member now, or null when the account is gone or closed. */
  readUser: (userId: number) => Promise<SessionUserDto | null>;
  /** The member's own institution (a library edition's patron). */
  institution: (id: number) => Promise<InstitutionDto | null>;
}

/**
 * Access tokens of Muster's own authorization server at /graphql. They are opaque and looked up in the
 * database at every request, so a revoked token stops at once (unknown, it answers 401 like any token nobody
 * accepts); the member behind one is read fresh from the
 * user service, as the session middleware reads a session's member, so membership and roles are current.
 * Tokens of other kinds (API keys) are not ours: null lets the next resolver try.
 */
export function oauthBearer({ provider, readUser, institution }: OAuthBearerDeps): BearerResolver {
  return async (token) => {
    // oidc-provider's opaque tokens are 43 base64url characters; anything else is another kind of credential.
    if (!/^[\w-]{43}$/.test(token)) return null;
    const accessToken = await provider.AccessToken.find(token);
    // Unknown here (revoked, or another kind's token that looks alike): the next resolver, or 401 if none.
    if (!accessToken) return null;
    if (accessToken.isExpired) throw new InvalidBearer('The access token has expired.');
    const scopes = credentialScopes(accessToken.scope);
    if (!scopes.includes('read')) throw new InvalidBearer('The access token was not granted muster:read.');
    const user = await readUser(Number(accessToken.accountId));
    if (!user) throw new InvalidBearer('The account of this access token is closed.');
    let identity = identityOfUser(user);
    const found = user.institutionId === null ? null : await institution(user.institutionId).catch(() => null);
    if (found) identity = noteInstitution({ ...identity, institutionId: found.id }, found);
    return { kind: 'oauth-token', id: `grant:${accessToken.grantId}`, scopes, identity, user };
  };
}
