import { Passport } from 'passport';
import OpenIDConnectStrategy from 'passport-openidconnect';
import type { ProviderPerson } from '@muster/contract';
import type { OidcSettings } from '@muster/contract/node';
import { OIDC_STATE_KEY } from './provider-pending';

/** The provider's key in links, in the popup's message and in the services' table. */
export const PROVIDER_KEY = 'genealogy';

type Authenticator = InstanceType<typeof Passport>;

/**
 * A passport of its own holding the OpenID Connect strategy: authorization code flow, `state` and `nonce` kept
 * in the browser's session by the strategy and checked on return, the ID token's issuer, audience and expiry
 * checked, then the userinfo endpoint read for the address and username. It never touches the session's
 * member: the routes decide what the person may do (link, register, sign in).
 */
export function providerPassport(settings: OidcSettings): Authenticator {
  const passport = new Passport();
  passport.use(
    'oidc',
    new OpenIDConnectStrategy(
      {
        issuer: settings.issuer,
        authorizationURL: settings.authorizationUrl,
        tokenURL: settings.tokenUrl,
        userInfoURL: settings.userInfoUrl,
        clientID: settings.clientId,
        clientSecret: settings.clientSecret,
        callbackURL: settings.callbackUrl,
        scope: ['email', 'profile'],
        nonce: 'on',
        skipUserProfile: false,
        sessionKey: OIDC_STATE_KEY,
      },
      (
        _issuer: string,
        uiProfile: object,
        idProfile: object,
        _context: object,
        _idToken: string | object,
        _accessToken: string | object,
        _refreshToken: string,
        _params: unknown,
        done: OpenIDConnectStrategy.VerifyCallback,
      ) => {
        const userInfo = uiProfile as UserInfoProfile | undefined;
        const idToken = idProfile as OpenIDConnectStrategy.Profile;
        // OpenID Connect Core §5.3.2: the userinfo answer must be about the person the ID token names.
        if (!userInfo || userInfo.id !== idToken.id)
          return done(null, false, { message: 'The userinfo subject does not match the ID token.' });
        done(null, personOf(idToken.id, userInfo._json ?? {}) as unknown as Express.User);
      },
    ),
  );
  return passport;
}

/** The userinfo profile the strategy parses, with the claims as the provider sent them. */
type UserInfoProfile = OpenIDConnectStrategy.Profile & { _json?: Record<string, unknown> };

/** The claims Muster uses: `sub`, `email` (with `email_verified`) and `preferred_username`. */
export function personOf(subject: string, claims: Record<string, unknown>): ProviderPerson {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    provider: PROVIDER_KEY,
    subject,
    email: text(claims.email),
    emailVerified: claims.email_verified === true,
    username: text(claims.preferred_username),
  };
}
