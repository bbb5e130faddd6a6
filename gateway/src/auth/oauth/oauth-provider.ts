import type { Request } from 'express';
import Provider, { interactionPolicy, type Configuration, type SigningAlgorithmWithNone } from 'oidc-provider';
import type { ServiceCallOptions } from '../../backends/service-http';
import { UserBackend } from '../../backends/user';
import { ANONYMOUS } from '../identity';
import { serviceAdapter } from './oauth-adapter';
import { OAUTH_SCOPES } from './oauth-scopes';
import type { OAuthSettings } from './oauth-settings';

/** Where the authorization server lives on the gateway's origin; discovery stays at the origin's root. */
export const OAUTH_MOUNT = '/oauth';

export interface OAuthProviderOptions {
  /** The gateway's public origin: the issuer. */
  issuer: string;
  settings: OAuthSettings;
  /** Reaches the services: the state store, and the user service as a given member. */
  call: (userId: number | null) => ServiceCallOptions;
  /** Believe X-Forwarded-Proto from the proxies the gateway trusts (an https issuer behind a proxy). */
  proxy: boolean;
}

/**
 * Muster's own OpenID Connect provider (docs/decisions/oauth.md): authorization code with PKCE for public apps,
 * rotating refresh tokens, revocation; opaque access tokens checked in the database at every request.
 */
export function createOAuthProvider({ issuer, settings, call, proxy }: OAuthProviderOptions): Provider {
  const signingAlg = (settings.signingKey.alg ?? 'ES256') as SigningAlgorithmWithNone;
  const configuration: Configuration = {
    adapter: serviceAdapter(call(null)),
    clients: settings.clients,
    clientDefaults: { id_token_signed_response_alg: signingAlg, grant_types: ['authorization_code'] },
    jwks: { keys: [settings.signingKey] },
    cookies: { keys: settings.cookieKeys },
    scopes: Object.keys(OAUTH_SCOPES),
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'] },
    // Every client must send an S256 challenge, confidential ones too: a stolen code is worth nothing.
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // An app revokes only its own tokens (public clients name themselves by client_id).
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: true },
    },
    routes: {
      authorization: `${OAUTH_MOUNT}/auth`,
      token: `${OAUTH_MOUNT}/token`,
      revocation: `${OAUTH_MOUNT}/token/revocation`,
      introspection: `${OAUTH_MOUNT}/token/introspection`,
      jwks: `${OAUTH_MOUNT}/jwks`,
      userinfo: `${OAUTH_MOUNT}/me`,
      end_session: `${OAUTH_MOUNT}/session/end`,
      registration: `${OAUTH_MOUNT}/reg`,
      pushed_authorization_request: `${OAUTH_MOUNT}/request`,
      code_verification: `${OAUTH_MOUNT}/device`,
      device_authorization: `${OAUTH_MOUNT}/device/auth`,
      backchannel_authentication: `${OAUTH_MOUNT}/backchannel`,
      challenge: `${OAUTH_MOUNT}/challenge`,
      credential: `${OAUTH_MOUNT}/credential`,
    },
    interactions: {
      url: (_ctx, interaction) => `${OAUTH_MOUNT}/interaction/${interaction.uid}`,
      policy: policy(),
    },
    // Refresh tokens rotate at every use (oidc-provider's default for public clients, here for all): a reused
    // one is refused and its whole grant revoked.
    rotateRefreshToken: true,
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      RefreshToken: 30 * 24 * 3600,
      Session: 14 * 24 * 3600,
      Grant: 365 * 24 * 3600,
    },
    // A single-page app calls the token endpoint from its own origin: only the origins of its redirect URIs.
    clientBasedCORS: (_ctx, origin, client) =>
      origin !== 'null' &&
      (client.redirectUris ?? []).some((uri) => URL.canParse(uri) && new URL(uri).origin === origin),
    // A broken authorization request (unknown client, redirect URI not registered) stops on this origin.
    async renderError(ctx, out) {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `This sign-in cannot go on: ${out.error_description ?? out.error}. Start again from the app.`;
    },
    async findAccount(_ctx, sub) {
      const userId = Number(sub);
      if (!Number.isSafeInteger(userId) || userId <= 0) return undefined;
      const user = await new UserBackend(call(userId)).self().catch(() => null);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, preferred_username: user.username, name: user.username }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = proxy;
  return provider;
}

/**
 * oidc-provider's prompts, plus one: the member signed in to the website is the one the app gets. When the
 * gateway session's member differs from the provider's own session (signed out, or someone else signed in
 * since), sign-in is asked again, and the interaction takes the website's member.
 */
function policy() {
  const prompts = interactionPolicy.base();
  prompts.get('login')!.checks.add(
    new interactionPolicy.Check('gateway_member', 'The member signed in to Muster changed', (ctx) => {
      // The gateway's session middleware ran on this request first (oauth-routes.ts).
      const { userId } = (ctx.req as Request).musterSession?.identity ?? ANONYMOUS;
      return userId === null || String(userId) !== ctx.oidc.session?.accountId
        ? interactionPolicy.Check.REQUEST_PROMPT
        : interactionPolicy.Check.NO_NEED_TO_PROMPT;
    }),
  );
  return prompts;
}
