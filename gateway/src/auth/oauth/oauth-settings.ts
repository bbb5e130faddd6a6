import type { RegisteredApp } from './registered-app';
import type { ClientMetadata, JWK } from 'oidc-provider';
import { OAUTH_SCOPES } from './oauth-scopes';

/**
 * Muster's own authorization server (docs/decisions/oauth.md): its registered apps, its signing key and the
 * keys of its cookies. Read from the environment by `oauthSettingsFromEnv`; tests pass them directly.
 */
export interface OAuthSettings {
  /** OAUTH_CLIENTS: a JSON array of OAuth client registrations (RFC 7591 metadata); the demo app when unset. */
  clients: ClientMetadata[];
  /** OAUTH_SIGNING_KEY: the private JWK (EC P-256 or RSA) that signs ID tokens; a development key when unset. */
  signingKey: JWK;
  /** OAUTH_COOKIE_KEYS: comma-separated keys of the provider's signed cookies; SESSION_SECRET's when unset. */
  cookieKeys: string[];
}

/** The demo app of the website's "Muster mobile" listing: a public native client (PKCE, no secret). */
export const MUSTER_MOBILE_CLIENT: ClientMetadata = {
  client_id: 'muster-mobile',
  client_name: 'Muster mobile',
  application_type: 'native',
  token_endpoint_auth_method: 'none',
  grant_types: ['authorization_code', 'refresh_token'],
  response_types: ['code'],
  // A private-use scheme in reverse-domain form (RFC 8252 §7.1), matched exactly like every redirect URI.
  redirect_uris: ['org.muster.mobile:/oauth/callback'],
  scope: 'openid profile offline_access muster:read muster:write',
};

/**
 * For development and tests only, like the other secrets' defaults: a fresh clone signs tokens without set-up.
 * A deployment sets OAUTH_SIGNING_KEY; ID tokens signed with this public key prove nothing.
 */
export const DEV_OAUTH_SIGNING_KEY: JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: 'GsXhlRLoeNZM3EdiYR1p5YOljvGlmBhQ4F_nALB8mHY',
  y: 'DsD-y-2RR7jS5lHmVmA8s4Qr5QPKt59x-4Ir6ghyrzw',
  d: 'XsF5jvrs-6DQmEvEie3p7Ig-Qg-LSD4qFQkbiaMO8O8',
  kid: 'muster-development',
  alg: 'ES256',
  use: 'sig',
};

/** A registration as staff see it (`oauthApps`). */
export function registeredApp(client: ClientMetadata): RegisteredApp {
  return {
    clientId: client.client_id,
    name: client.client_name ?? client.client_id,
    redirectUris: [...(client.redirect_uris ?? [])],
    // A registration without `scope` may ask for every scope the server knows.
    scopes: client.scope ? client.scope.split(' ') : Object.keys(OAUTH_SCOPES),
    public: client.token_endpoint_auth_method === 'none',
  };
}

export function oauthSettingsFromEnv(sessionSecret: string, env: NodeJS.ProcessEnv = process.env): OAuthSettings {
  return {
    clients: env.OAUTH_CLIENTS
      ? parseJson<ClientMetadata[]>('OAUTH_CLIENTS', env.OAUTH_CLIENTS)
      : [MUSTER_MOBILE_CLIENT],
    signingKey: env.OAUTH_SIGNING_KEY
      ? parseJson<JWK>('OAUTH_SIGNING_KEY', env.OAUTH_SIGNING_KEY)
      : DEV_OAUTH_SIGNING_KEY,
    cookieKeys: env.OAUTH_COOKIE_KEYS ? env.OAUTH_COOKIE_KEYS.split(',') : [`oauth:${sessionSecret}`],
  };
}

function parseJson<T>(name: string, text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${name} must be JSON`);
  }
}
