import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import { LOCAL_OIDC_CLIENT } from '@muster/contract/node';
import { accountBySubject } from './accounts';
import { interactionRoutes } from './interactions';

export interface LocalProviderOptions {
  /** 0 picks a free port (tests); `npm start` uses 4400, the gateway's default issuer. */
  port?: number;
  host?: string;
}

export interface LocalProvider {
  issuer: string;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) standing in for the genealogy site in development and tests: the
 * authorization code flow with its own sign-in and consent pages, the demo people of accounts.ts, and Muster
 * registered as a confidential client. Muster's client is of the `native` type only so that its callback on
 * any loopback port is accepted (RFC 8252 §7.3): tests run gateways on free ports.
 */
export async function startLocalProvider({
  port = 0,
  host = '127.0.0.1',
}: LocalProviderOptions = {}): Promise<LocalProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, configuration());
  const interactions = interactionRoutes(provider);
  const callback = provider.callback();
  server.on('request', (req, res) => {
    interactions(req, res).then(
      (handled) => {
        if (!handled) callback(req, res);
      },
      (error: unknown) => {
        res.statusCode = 500;
        res.end(error instanceof Error ? error.message : 'error');
      },
    );
  });
  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function configuration(): Configuration {
  return {
    clients: [
      {
        client_id: LOCAL_OIDC_CLIENT.clientId,
        client_secret: LOCAL_OIDC_CLIENT.clientSecret,
        application_type: 'native',
        redirect_uris: ['http://127.0.0.1/auth/oidc/callback', 'http://localhost/auth/oidc/callback'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // passport-openidconnect (through the `oauth` module) sends the secret in the token request's body.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx, sub) {
      const account = accountBySubject(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: account.emailVerified,
            name: account.name,
            preferred_username: account.preferredUsername,
          };
        },
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Development keys: this provider signs tokens for local sign-ins only. Its signing key is made afresh at
    // each start (oidc-provider's built-in quick-start key is shared by every install, and it warns of it).
    cookies: { keys: ['muster-local-provider-development-only'] },
    jwks: { keys: [signingKey()] },
    pkce: { required: () => false },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  };
}

/** A new RS256 signing key as a private JWK: the gateway reads the public half from the provider's jwks_uri. */
function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: `local-${Date.now().toString(36)}`, alg: 'RS256', use: 'sig' };
}
