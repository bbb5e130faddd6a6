import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { GatewaySessions } from '../../session/gateway-sessions';
import { contentSecurityPolicy, type SecurityHeaderOptions } from '../../http/security-headers';
import { consentPage } from './consent-page';
import { OAUTH_MOUNT } from './oauth-provider';

export interface OAuthRouteDeps {
  provider: Provider;
  sessions: GatewaySessions;
  /** The site's stylesheets for the consent screen (consent-page.ts). */
  stylesheets: string[];
  security: SecurityHeaderOptions;
}

const DISCOVERY = '/.well-known/openid-configuration';

/**
 * Mounts the authorization server on the gateway: discovery at the origin's root (the issuer is the origin),
 * the protocol under /oauth, and the interactions (sign-in through the website's session, consent) here.
 */
export function mountOAuth(app: express.Express, { provider, sessions, stylesheets, security }: OAuthRouteDeps) {
  const member = [...sessions.load, sessions.resolve(0)];
  // The authorization endpoint compares the provider's session with the website's (oauth-provider.ts policy).
  app.use(`${OAUTH_MOUNT}/auth`, ...member);

  const interaction = `${OAUTH_MOUNT}/interaction/:uid`;
  app.get(
    interaction,
    ...member,
    guard(async (req, res) => {
      const details = await interactionOf(provider, req, res);
      const { userId, username } = req.musterSession?.identity ?? { userId: null, username: null };
      if (userId === null) {
        // Not signed in to the website: its sign-in page, and back here after.
        return res.redirect(303, `/login?next=${encodeURIComponent(req.originalUrl)}`);
      }
      if (details.prompt.name === 'login' || details.session?.accountId !== String(userId)) {
        return provider.interactionFinished(
          req,
          res,
          { login: { accountId: String(userId) } },
          { mergeWithLastSubmission: false },
        );
      }
      const client = await provider.Client.find(String(details.params.client_id));
      const scopes = String(details.params.scope ?? '').split(' ');
      res.set('cache-control', 'no-store');
      res.set('content-security-policy', policyWithRedirects(security, client?.redirectUris ?? []));
      res.type('html').send(
        consentPage(
          {
            uid: details.uid,
            appName: client?.clientName ?? String(details.params.client_id),
            username: username ?? '',
            scopes,
          },
          stylesheets,
        ),
      );
    }),
  );

  app.post(
    `${interaction}/:answer`,
    ...member,
    guard(async (req, res, next) => {
      if (req.params.answer !== 'allow' && req.params.answer !== 'deny') return next();
      const details = await interactionOf(provider, req, res);
      const { userId } = req.musterSession?.identity ?? { userId: null };
      // Only the member the consent screen was shown to answers it (a cross-site form carries no Lax cookie).
      if (userId === null || details.prompt.name !== 'consent' || details.session?.accountId !== String(userId)) {
        return res.status(403).type('text').send('This request to allow an app is not yours to answer.');
      }
      if (req.params.answer === 'deny') {
        const result = { error: 'access_denied', error_description: 'The member did not allow access' };
        return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      }
      const { params, prompt } = details;
      const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      const grant =
        (details.grantId && (await provider.Grant.find(details.grantId))) ||
        new provider.Grant({ accountId: String(userId), clientId: String(params.client_id) });
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    }),
  );

  const callback = provider.callback();
  // Not `app.use(OAUTH_MOUNT, …)`: that would strip the mount from the path, and the routes carry it.
  app.use((req, res, next) => {
    if (req.path === DISCOVERY || req.path.startsWith(`${OAUTH_MOUNT}/`)) return callback(req, res);
    next();
  });
}

/** The interaction of the browser's cookie, which must be the one the address names. */
async function interactionOf(provider: Provider, req: Request, res: Response) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== req.params.uid) throw new errors.SessionNotFound('interaction mismatch');
  return details;
}

/** An interaction that expired or whose cookie is gone answers 400 with a sentence, not a stack. */
function guard(handler: (req: Request, res: Response, next: NextFunction) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    handler(req, res, next).catch((error: unknown) => {
      if (error instanceof errors.SessionNotFound || error instanceof errors.InvalidRequest) {
        return res.status(400).type('text').send('This sign-in has expired; start again from the app.');
      }
      next(error);
    });
  };
}

/**
 * The site's policy, with the app's redirect addresses allowed as form targets: browsers hold the redirect
 * that follows Allow or Deny (to `org.muster.mobile:/…`, say) to the page's form-action.
 */
function policyWithRedirects(security: SecurityHeaderOptions, redirectUris: readonly string[]): string {
  const policy = contentSecurityPolicy(security);
  const targets = redirectUris.map((uri) => {
    const url = new URL(uri);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol;
  });
  policy['form-action'] = [...new Set([...policy['form-action']!, ...targets])];
  return Object.entries(policy)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
