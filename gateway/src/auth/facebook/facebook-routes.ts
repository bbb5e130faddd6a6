import type express from 'express';
import type { RequestHandler } from 'express';
import { ANONYMOUS } from '../identity';
import { signInternalAuth } from '../internal-auth';
import type { GatewayMetrics } from '../../metrics';
import type { GatewaySessions } from '../../session/gateway-sessions';
import { FacebookBackend } from '../../backends/facebook';
import { PendingFacebook, type PendingFacebookPerson } from './facebook-pending';
import { type FacebookResult, resultOfStatus, safeNext, socialScreen } from './facebook-results';
import { type FacebookSettings, facebookSettingsFromEnv } from './facebook-settings';
import { facebookAccountCalls } from './facebook-account-calls';
import { socialCalls } from './facebook-social-calls';
import { CookieStateStore, type FacebookAppState, type StateRefusal, clearStateCookie } from './facebook-state';
import { facebookPassport } from './facebook-strategy';
import { onPublicOrigin } from '../../http/public-origin';
import { SignedValues } from './signed-cookie';

export interface FacebookSignInDeps {
  sessions: GatewaySessions;
  servicesUrl: string;
  internalAuthSecret: string;
  metrics: GatewayMetrics;
  timeoutMs?: number;
  /** Signs the state and pending-person cookies (the session secret). */
  cookieSecret: string;
  /** The session cookie's Secure setting; `auto` follows the request (https or not). */
  secureCookies: boolean | 'auto';
  production: boolean;
  /** Overrides of the FACEBOOK_* environment (tests point these at the stand-in). */
  settings?: Partial<FacebookSettings>;
  /** The site's configured origin (PUBLIC_BASE_URL): a relative callback address is put on it, never on the request's Host. */
  publicOrigin: string;
}

/** What the Facebook round trip ended with, settled before the session is loaded. */
type Outcome = { person: PendingFacebookPerson; next: string | null } | { result: FacebookResult | null };

declare module 'express-serve-static-core' {
  interface Request {
    facebookOutcome?: Outcome;
  }
}

/**
 * Facebook sign-in (accounts spec §2 mode 3, §4 "Social-network results", §8): `GET /auth/facebook` goes to
 * Facebook's login dialog; its callback is the spec's login call: SUCCESS signs in and goes on to `next`,
 * every other result lands on the social screen (`/login/facebook?result=…`), NO_F3_ACCOUNT with the
 * Facebook person kept for the connect step. The connect and register calls are in facebook-social-calls.ts.
 */
export function mountFacebookSignIn(app: express.Express, deps: FacebookSignInDeps): void {
  const merged = { ...facebookSettingsFromEnv(process.env, deps.production), ...deps.settings };
  const settings = { ...merged, callbackURL: onPublicOrigin(merged.callbackURL, deps.publicOrigin) };
  const store = new CookieStateStore(new SignedValues(deps.cookieSecret, 'facebook-state'), deps.secureCookies);
  const pending = new PendingFacebook(new SignedValues(deps.cookieSecret, 'facebook-pending'), deps.secureCookies);
  // Without an app id and secret (a production site that has not set up Facebook) there is no strategy to
  // make (passport-oauth2 refuses an empty client id): every Facebook sign-in answers ERROR.
  const passport = settings.appId && settings.appSecret ? facebookPassport(settings, store) : null;
  const call = { baseUrl: deps.servicesUrl, metrics: deps.metrics, timeoutMs: deps.timeoutMs };
  const anonymous = () =>
    new FacebookBackend({ ...call, authHeader: signInternalAuth(ANONYMOUS, deps.internalAuthSecret) });

  app.get('/auth/facebook', (req, res, next) => {
    const state: FacebookAppState = { next: safeNext(req.query.next) };
    if (!passport) return res.redirect(socialScreen('ERROR', state.next));
    passport.authenticate('facebook', { session: false, state } as never)(req, res, next);
  });

  const outcome: RequestHandler = (req, res, next) => {
    if (!passport) return res.redirect(socialScreen('ERROR', null));
    passport.authenticate(
      'facebook',
      { session: false },
      (
        error: unknown,
        person: PendingFacebookPerson | false,
        info?: Partial<StateRefusal> & { state?: FacebookAppState },
      ) => {
        clearStateCookie(req);
        if (error) req.facebookOutcome = { result: 'ERROR' };
        else if (person) req.facebookOutcome = { person, next: info?.state?.next ?? null };
        // No result: the person cancelled or refused at Facebook, the spec's null.
        else req.facebookOutcome = { result: info?.result ?? null };
        next();
      },
    )(req, res, next);
  };

  app.get('/auth/facebook/callback', outcome, ...deps.sessions.load, async (req, res, next) => {
    try {
      const settled = req.facebookOutcome!;
      if ('result' in settled) return res.redirect(socialScreen(settled.result, null));
      const answer = await anonymous().signIn(settled.person.id);
      const result = resultOfStatus(answer.status, 'login');
      if (result === 'SUCCESS') {
        pending.forget(res);
        await deps.sessions.control(req, res).logIn(answer.body as never);
        return res.redirect(settled.next ?? '/');
      }
      if (result === 'NO_F3_ACCOUNT') pending.keep(res, settled.person);
      res.redirect(socialScreen(result, settled.next));
    } catch (error) {
      next(error);
    }
  });

  app.use('/fb', socialCalls({ ...deps, pending, call }));
  app.use('/fb', facebookAccountCalls({ ...deps, call }));
}
