import { Passport } from 'passport';
import { Strategy as FacebookStrategy } from 'passport-facebook';
import type { Authenticator } from '../passport';
import type { PendingFacebookPerson } from './facebook-pending';
import type { FacebookSettings } from './facebook-settings';
import type { CookieStateStore } from './facebook-state';

/**
 * A passport of its own for Facebook: it only turns the OAuth round trip into the Facebook person (id, name,
 * email). It runs before the session passport is initialised on the request, so signing in afterwards goes
 * through the gateway's one session passport and its serializer.
 */
export function facebookPassport(settings: FacebookSettings, store: CookieStateStore): Authenticator {
  const passport = new Passport();
  passport.use(
    'facebook',
    new FacebookStrategy(
      {
        clientID: settings.appId ?? '',
        clientSecret: settings.appSecret ?? '',
        callbackURL: settings.callbackURL,
        authorizationURL: settings.authorizationURL,
        tokenURL: settings.tokenURL,
        profileURL: settings.profileURL,
        profileFields: ['id', 'displayName', 'emails'],
        // Facebook's appsecret_proof: a stolen access token alone cannot read the profile.
        enableProof: true,
        store: store as never,
        scope: ['email'],
      },
      (_accessToken, _refreshToken, profile, done) => {
        const person: PendingFacebookPerson = {
          id: profile.id,
          name: profile.displayName || 'Facebook user',
          email: profile.emails?.[0]?.value ?? null,
        };
        done(null, person);
      },
    ),
  );
  return passport;
}
