/**
 * The genealogy provider's OpenID Connect client settings (accounts spec §7 "Provider single sign-on"). The
 * defaults point at the local provider that `npm start` and the tests run (scripts/oidc-provider), so a fresh
 * clone signs in without set-up; a deployment sets the OIDC_* variables of the README.
 */
export interface OidcSettings {
  /** OIDC_ISSUER: the `iss` the ID token must carry. */
  issuer: string;
  /** OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: this site's registration at the provider. */
  clientId: string;
  clientSecret: string;
  /** OIDC_AUTHORIZATION_URL, OIDC_TOKEN_URL, OIDC_USERINFO_URL: the provider's endpoints (defaults under the issuer). */
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** OIDC_CALLBACK_URL: the redirect URI registered at the provider; a relative one is put on the public origin (PUBLIC_BASE_URL). */
  callbackUrl: string;
  /** OIDC_PASSWORD_HELP_URL: the provider's own password help page, linked from the sign-in screen (spec §2). */
  passwordHelpUrl: string;
}

/** The local provider's address and this site's client there (scripts/oidc-provider/accounts.ts). */
export const LOCAL_OIDC_PORT = 4400;
export const LOCAL_OIDC_CLIENT = { clientId: 'muster-local', clientSecret: 'muster-local-secret' } as const;

export function oidcSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): OidcSettings {
  const issuer = (env.OIDC_ISSUER || `http://127.0.0.1:${LOCAL_OIDC_PORT}`).replace(/\/$/, '');
  return {
    issuer,
    clientId: env.OIDC_CLIENT_ID || LOCAL_OIDC_CLIENT.clientId,
    clientSecret: env.OIDC_CLIENT_SECRET || LOCAL_OIDC_CLIENT.clientSecret,
    authorizationUrl: env.OIDC_AUTHORIZATION_URL || `${issuer}/auth`,
    tokenUrl: env.OIDC_TOKEN_URL || `${issuer}/token`,
    userInfoUrl: env.OIDC_USERINFO_URL || `${issuer}/me`,
    callbackUrl: env.OIDC_CALLBACK_URL || '/auth/oidc/callback',
    passwordHelpUrl: env.OIDC_PASSWORD_HELP_URL || `${issuer}/password-help`,
  };
}
