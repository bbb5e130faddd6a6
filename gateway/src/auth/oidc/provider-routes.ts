import express, { type Request, type RequestHandler, type Response } from 'express';
import type { GatewayMetrics } from '../../metrics';
import type { GatewaySessions } from '../../session/gateway-sessions';
import { ANONYMOUS } from '../identity';
import { signInternalAuth } from '../internal-auth';
import type { ProviderPerson } from '@muster/contract';
import type { OidcSettings } from '@muster/contract/node';
import { POPUP_SCRIPT, sendPopupPage } from './popup-page';
import { ExternalAccountBackend } from '../../backends/external-account';
import { setPending } from './provider-pending';
import { saveBeforeEnd, saveSession } from '../../session/session-save';
import { PROVIDER_KEY, providerPassport } from './provider-strategy';
import { providerSteps } from './provider-steps';

export interface ProviderSignInDeps {
  sessions: GatewaySessions;
  servicesUrl: string;
  internalAuthSecret: string;
  metrics: GatewayMetrics;
  settings: OidcSettings;
  /** The site's configured origin (PUBLIC_BASE_URL); the settings' callback address is already on it. */
  publicOrigin: string;
  timeoutMs?: number;
}

/**
 * The genealogy provider's single sign-on (accounts spec §2 mode 2, §4, §7): the popup opens
 * `/auth/oidc/start`, the provider returns to `/auth/oidc/callback`, whose page posts the result to the opener;
 * the next steps (dedupe, link, register, continue) are JSON calls from the sign-in page under `/auth/oidc`.
 */
export function mountProviderSignIn(app: express.Express, deps: ProviderSignInDeps): void {
  const { sessions, settings } = deps;
  const passport = providerPassport(settings);
  const call = { baseUrl: deps.servicesUrl, metrics: deps.metrics, timeoutMs: deps.timeoutMs };
  const anonymous = () =>
    new ExternalAccountBackend({ ...call, authHeader: signInternalAuth(ANONYMOUS, deps.internalAuthSecret) });

  app.get('/auth/oidc/popup.js', (_req, res) => {
    res.type('js').set('cache-control', 'no-cache').send(POPUP_SCRIPT);
  });
  // The provider's own password help page (spec §2 links), so the site need not know its address.
  app.get('/auth/oidc/password-help', (_req, res) => {
    res.redirect(302, settings.passwordHelpUrl);
  });

  // The strategy keeps state and nonce in the session, so the popup's first request starts one.
  app.get('/auth/oidc/start', ...sessions.load, (req, res, next) => {
    setPending(req, undefined);
    // The provider sends the browser back to the callback, which needs the state and nonce kept here.
    saveBeforeEnd(req, res);
    passport.authenticate('oidc', { session: false })(req, res, next);
  });

  app.get(
    '/auth/oidc/callback',
    ...sessions.load,
    callback(passport, async (req, res, person) => {
      const match = await anonymous().match(person);
      if (match.status === 'LINKED') {
        await sessions.control(req, res).logIn(match.user);
        return sendPopupPage(res, { key: PROVIDER_KEY, authResults: { status: 'SUCCESS' } });
      }
      if (match.status === 'CLOSED') return sendPopupPage(res, { key: PROVIDER_KEY, error: 'FAILED' }, 403);
      setPending(req, {
        person,
        result: match.status,
        at: Date.now(),
        ...(match.status === 'AMBIGUOUS' ? { usernames: match.usernames } : {}),
      });
      // The popup tells the page at once, and the page asks for the pending step: it must be stored by then.
      await saveSession(req);
      const authResults =
        match.status === 'AMBIGUOUS'
          ? { status: match.status, usernames: match.usernames }
          : match.status === 'UNLINKED'
            ? { status: match.status, login: match.login }
            : { status: match.status };
      sendPopupPage(res, { key: PROVIDER_KEY, authResults });
    }),
  );

  app.use('/auth/oidc', ...sessions.load, providerSteps({ ...deps, call }));
}

type Passport = ReturnType<typeof providerPassport>;

/**
 * Runs the strategy's half of the callback (state, code exchange, ID token and nonce checks, userinfo) and
 * answers every way it can end with the popup page: a refusal or a cancelled consent is reported, not thrown.
 */
function callback(
  passport: Passport,
  found: (req: Request, res: Response, person: ProviderPerson) => Promise<void>,
): RequestHandler {
  return (req, res) => {
    const cancelled = req.query.error === 'access_denied';
    // passport.authenticate points req.logIn at its own passport; signing in must use the session's (its serializer).
    const withSessions = req as Request & { _sessionManager?: unknown };
    const sessionManager = withSessions._sessionManager;
    passport.authenticate('oidc', { session: false }, (error: unknown, person: ProviderPerson | false) => {
      withSessions._sessionManager = sessionManager;
      if (error) {
        console.warn('provider sign-in failed:', error instanceof Error ? error.message : error);
        return sendPopupPage(res, { key: PROVIDER_KEY, error: 'ERROR' }, 502);
      }
      if (!person)
        return sendPopupPage(
          res,
          { key: PROVIDER_KEY, error: cancelled ? 'CANCELLED' : 'FAILED' },
          cancelled ? 200 : 403,
        );
      found(req, res, person).catch((e: unknown) => {
        console.warn('provider sign-in failed:', e instanceof Error ? e.message : e);
        sendPopupPage(res, { key: PROVIDER_KEY, error: 'ERROR' }, 502);
      });
    })(req, res, () => undefined);
  };
}
