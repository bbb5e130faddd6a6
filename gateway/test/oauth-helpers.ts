import { createHash, randomBytes } from 'node:crypto';
import { Browser } from './accounts-helpers';

/** The demo app's registration (auth/oauth/oauth-settings.ts): a public native client. */
export const APP = { clientId: 'muster-mobile', redirectUri: 'org.muster.mobile:/oauth/callback' };
export const APP_SCOPE = 'openid profile offline_access muster:read muster:write';

/** A PKCE pair as an app makes one (RFC 7636, S256). */
export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizeOptions {
  challenge: string;
  redirectUri?: string;
  scope?: string;
  /** The app's state, echoed in the redirect (default `state-1`). */
  state?: string;
  /** What the member answers on the consent screen. */
  answer?: 'allow' | 'deny';
}

export interface Authorization {
  /** The last answer's status and where it sent the browser (the app's redirect, a page, or nowhere). */
  status: number;
  location: string | null;
  /** The consent page's HTML, when one was shown. */
  consentPage?: string;
  /** The query of the redirect to the app (code, state, error). */
  redirect?: URLSearchParams;
}

/**
 * Walks the authorization request in the member's browser as the system browser of an app would: the
 * authorization endpoint, the gateway's interactions (sign-in from the website session, consent), until the
 * redirect back to the app or a page that is neither.
 */
export async function authorize(browser: Browser, options: AuthorizeOptions): Promise<Authorization> {
  const redirectUri = options.redirectUri ?? APP.redirectUri;
  const query = new URLSearchParams({
    client_id: APP.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: options.scope ?? APP_SCOPE,
    // oidc-provider keeps offline_access (the refresh token) only when consent is asked for (OIDC Core §11).
    prompt: 'consent',
    state: options.state ?? 'state-1',
    code_challenge: options.challenge,
    code_challenge_method: 'S256',
  });
  let path = `/oauth/auth?${query}`;
  let consentPage: string | undefined;
  let method = 'GET';
  for (let step = 0; step < 12; step += 1) {
    const response = await browser.fetch(path, { method, redirect: 'manual' });
    const location = response.headers.get('location');
    if (location?.startsWith(redirectUri)) {
      return { status: response.status, location, consentPage, redirect: new URL(location).searchParams };
    }
    if (location && (location.startsWith('/') || location.startsWith(browser.gatewayUrl))) {
      path = location.replace(browser.gatewayUrl, '');
      method = 'GET';
      if (path.startsWith('/login')) return { status: response.status, location: path, consentPage };
      continue;
    }
    const html = await response.text();
    const form = /action="(\/oauth\/interaction\/[^"]+\/allow)"/.exec(html);
    if (response.status !== 200 || !form) return { status: response.status, location, consentPage: html };
    consentPage = html;
    path = form[1]!.replace(/\/allow$/, `/${options.answer ?? 'allow'}`);
    method = 'POST';
  }
  throw new Error('The authorization request did not end');
}

export interface TokenAnswer {
  status: number;
  body: Record<string, any>;
}

/** A POST to the token or revocation endpoint as a public client (no secret, its client_id in the form). */
export async function tokenRequest(url: string, path: string, form: Record<string, string>): Promise<TokenAnswer> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: APP.clientId, ...form }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

/** The code for its tokens (RFC 6749 §4.1.3 with the PKCE verifier). */
export const exchangeCode = (url: string, code: string, verifier: string, redirectUri = APP.redirectUri) =>
  tokenRequest(url, '/oauth/token', {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: redirectUri,
  });

/** GraphQL as an app: the access token in the Authorization header, no cookie. */
export async function gqlWithToken(url: string, token: string, query: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}
