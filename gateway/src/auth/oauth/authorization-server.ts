import type { RegisteredApp } from './registered-app';
import type express from 'express';
import type { GatewayMetrics } from '../../metrics';
import type { GatewaySessions } from '../../session/gateway-sessions';
import type { ServiceCallOptions } from '../../backends/service-http';
import { InstitutionFinder } from '../../backends/institution-finder';
import { UserBackend } from '../../backends/user';
import type { SecurityHeaderOptions } from '../../http/security-headers';
import type { BearerResolver } from '../bearer/bearer-credential';
import { ANONYMOUS } from '../identity';
import { signInternalAuth } from '../internal-auth';
import { siteStylesheets } from './consent-page';
import { oauthBearer } from './oauth-bearer';
import { createOAuthProvider } from './oauth-provider';
import { mountOAuth } from './oauth-routes';
import { oauthSettingsFromEnv, registeredApp, type OAuthSettings } from './oauth-settings';

export interface AuthorizationServerDeps {
  /** The gateway's public origin. */
  issuer: string;
  /** Overrides of the OAUTH_* environment. */
  settings?: Partial<OAuthSettings>;
  sessionSecret: string;
  sessions: GatewaySessions;
  servicesUrl: string;
  internalAuthSecret: string;
  metrics: GatewayMetrics;
  timeoutMs?: number;
  proxy: boolean;
  clientDist?: string;
  security: SecurityHeaderOptions;
}

/**
 * Muster's own authorization server on the gateway (docs/decisions/oauth.md): mounts its routes and answers
 * the bearer resolver that turns its access tokens into the caller at /graphql.
 */
export function mountAuthorizationServer(
  app: express.Express,
  deps: AuthorizationServerDeps,
): { bearer: BearerResolver; apps: readonly RegisteredApp[]; webOrigins: ReadonlySet<string> } {
  const settings = { ...oauthSettingsFromEnv(deps.sessionSecret), ...deps.settings };
  const call = (userId: number | null): ServiceCallOptions => ({
    baseUrl: deps.servicesUrl,
    authHeader: () => signInternalAuth({ ...ANONYMOUS, userId }, deps.internalAuthSecret),
    metrics: deps.metrics,
    timeoutMs: deps.timeoutMs,
  });
  const provider = createOAuthProvider({ issuer: deps.issuer, settings, call, proxy: deps.proxy });
  mountOAuth(app, {
    provider,
    sessions: deps.sessions,
    stylesheets: siteStylesheets(deps.clientDist),
    security: deps.security,
  });
  const institutions = new InstitutionFinder(call(null));
  const bearer = oauthBearer({
    provider,
    readUser: (userId) => new UserBackend(call(userId)).self(),
    institution: (id) => institutions.byId(id),
  });
  return { bearer, apps: settings.clients.map(registeredApp), webOrigins: webOriginsOf(settings.clients) };
}

/**
 * The web origins of the registered apps' redirect URIs: a single-page app lives there and calls /graphql with
 * its token from that origin (CORS, http/key-cors.ts). Custom schemes (native apps) are not origins.
 */
function webOriginsOf(clients: OAuthSettings['clients']): ReadonlySet<string> {
  const origins = new Set<string>();
  for (const client of clients)
    for (const uri of client.redirect_uris ?? []) {
      if (!URL.canParse(uri)) continue;
      const url = new URL(uri);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    }
  return origins;
}
