import { fixture } from '@muster/testkit/fixtures';
import { useStack } from '@muster/testkit';
import { Browser, CHANGE_PASSWORD, SESSION, SIGN_IN, setPassword } from './accounts-helpers';
import { APP, authorize, exchangeCode, gqlWithToken, pkce, tokenRequest } from './oauth-helpers';

/**
 * Signing in as a mobile app would (issue 14 point 1): Muster's own authorization server on the gateway's origin,
 * the authorization code with PKCE from the member's website session, consent, the token at /graphql, rotating
 * refresh tokens and revocation, against the real gateway, services and database.
 */
const stack = useStack();
const PASSWORD = 'Subscriber-1862';
const member = { id: fixture.user.id, username: fixture.user.username };
const other = { id: 2, username: 'archivist' };

async function signedIn(who: { id: number; username: string }): Promise<Browser> {
  await setPassword(stack.db.db, who.id, PASSWORD);
  const browser = new Browser(stack.url);
  const { body } = await browser.gql(SIGN_IN, { username: who.username, password: PASSWORD });
  expect(body.data.signIn.session.user.userId).toBe(who.id);
  return browser;
}

/** A member's browser through consent to the code, and the code for tokens. */
async function signInApp(who = member) {
  const browser = await signedIn(who);
  const { verifier, challenge } = pkce();
  const authorization = await authorize(browser, { challenge });
  const code = authorization.redirect!.get('code')!;
  const tokens = await exchangeCode(stack.url, code, verifier);
  expect(tokens.status).toBe(200);
  return { browser, code, verifier, tokens: tokens.body, authorization };
}

describe('the authorization server', () => {
  it('is discovered at the origin, the issuer being the gateway origin, with PKCE S256 and revocation', async () => {
    const response = await fetch(`${stack.url}/.well-known/openid-configuration`);
    const discovery = await response.json();
    expect(discovery).toMatchObject({
      issuer: stack.url,
      authorization_endpoint: `${stack.url}/oauth/auth`,
      token_endpoint: `${stack.url}/oauth/token`,
      revocation_endpoint: `${stack.url}/oauth/token/revocation`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['muster:read', 'muster:write', 'offline_access']),
    );
  });
});

describe('a mobile app signs a member in', () => {
  it('gets a code after consent naming the app and scopes, and its token sees the same session as the cookie', async () => {
    const { browser, tokens, authorization } = await signInApp();
    expect(authorization.consentPage).toContain('Allow Muster mobile');
    expect(authorization.consentPage).toContain('Search and read records as you');
    expect(authorization.redirect!.get('state')).toBe('state-1');
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: expect.stringContaining('muster:read') });
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const byCookie = await browser.gql(SESSION);
    const byToken = await gqlWithToken(stack.url, tokens.access_token, SESSION);
    expect(byToken.status).toBe(200);
    expect(byToken.body.data.session.user).toEqual(byCookie.body.data.session.user);
    expect(byToken.body.data.session.user.userId).toBe(member.id);
  });

  it('keeps its state in the database, not in the gateway', async () => {
    await signInApp();
    const models = await stack.db.db.selectFrom('oauth_states').select('model').distinct().execute();
    expect(models.map((m) => m.model)).toEqual(
      expect.arrayContaining(['Grant', 'AccessToken', 'RefreshToken', 'Session']),
    );
  });

  it('rotates refresh tokens: the new one works, the old one is refused', async () => {
    const { tokens } = await signInApp();
    const refreshed = await tokenRequest(stack.url, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    const session = await gqlWithToken(stack.url, refreshed.body.access_token, SESSION);
    expect(session.body.data.session.user.userId).toBe(member.id);

    const reused = await tokenRequest(stack.url, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(reused).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('revokes: the access token then answers 401 UNAUTHENTICATED', async () => {
    const { tokens } = await signInApp();
    expect((await gqlWithToken(stack.url, tokens.access_token, SESSION)).status).toBe(200);
    const revoked = await tokenRequest(stack.url, '/oauth/token/revocation', { token: tokens.access_token });
    expect(revoked.status).toBe(200);
    const after = await gqlWithToken(stack.url, tokens.access_token, SESSION);
    expect(after.status).toBe(401);
    expect(after.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it("ends with a password change: the app's token and refresh token stop, as the member's other sessions do", async () => {
    const { browser, tokens } = await signInApp();
    const changed = await browser.gql(CHANGE_PASSWORD, { currentPassword: PASSWORD, newPassword: 'Antietam-1862!' });
    expect(changed.body.errors).toBeUndefined();
    expect((await gqlWithToken(stack.url, tokens.access_token, SESSION)).status).toBe(401);
    const refreshed = await tokenRequest(stack.url, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('answers 401 for a made-up token', async () => {
    const answer = await gqlWithToken(stack.url, 'A'.repeat(43), SESSION);
    expect(answer.status).toBe(401);
    expect(answer.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('gives nothing when the member denies', async () => {
    const browser = await signedIn(member);
    const { challenge } = pkce();
    const denied = await authorize(browser, { challenge, answer: 'deny' });
    expect(denied.redirect!.get('error')).toBe('access_denied');
    expect(denied.redirect!.get('code')).toBeNull();
  });
});

describe('what the authorization server refuses', () => {
  it('its store to anyone but the gateway: no header, or a forged one, gets 403 from the services', async () => {
    await signInApp();
    const [row] = await stack.db.db.selectFrom('oauth_states').select(['model', 'id']).limit(1).execute();
    const at = `${stack.servicesUrl}/auth/oauth/${row!.model}/${row!.id}`;
    expect((await fetch(at)).status).toBe(403);
    expect((await fetch(at, { headers: { 'x-muster-auth': 'e30.forged' } })).status).toBe(403);
    expect((await fetch(`${stack.servicesUrl}/auth/oauth/grants/x`, { method: 'DELETE' })).status).toBe(403);
  });

  it('a member token without muster:read at /graphql', async () => {
    const browser = await signedIn(member);
    const { verifier, challenge } = pkce();
    const code = (await authorize(browser, { challenge, scope: 'openid profile' })).redirect!.get('code')!;
    const tokens = (await exchangeCode(stack.url, code, verifier)).body;
    expect((await gqlWithToken(stack.url, tokens.access_token, SESSION)).status).toBe(401);
  });

  it('a code with the wrong verifier, and a code used twice', async () => {
    const browser = await signedIn(member);
    const { verifier, challenge } = pkce();
    const code = (await authorize(browser, { challenge })).redirect!.get('code')!;
    expect(await exchangeCode(stack.url, code, pkce().verifier)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect((await exchangeCode(stack.url, code, verifier)).status).toBe(200);
    expect(await exchangeCode(stack.url, code, verifier)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it("a single-page app's token request from an origin not among its redirect URIs (CORS)", async () => {
    const preflight = await fetch(`${stack.url}/oauth/token`, {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: APP.clientId, grant_type: 'refresh_token', refresh_token: 'x' }),
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a request without PKCE, or with the plain method', async () => {
    const browser = await signedIn(member);
    const plain = await browser.fetch(
      `/oauth/auth?${new URLSearchParams({
        client_id: APP.clientId,
        response_type: 'code',
        redirect_uri: APP.redirectUri,
        scope: 'openid muster:read',
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'plain',
      })}`,
      { redirect: 'manual' },
    );
    expect(new URL(plain.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
    const none = await browser.fetch(
      `/oauth/auth?${new URLSearchParams({
        client_id: APP.clientId,
        response_type: 'code',
        redirect_uri: APP.redirectUri,
        scope: 'openid muster:read',
      })}`,
      { redirect: 'manual' },
    );
    expect(new URL(none.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
  });

  it('a redirect URI that is not the registered one, exactly', async () => {
    const browser = await signedIn(member);
    const { challenge, verifier } = pkce();
    const elsewhere = await authorize(browser, { challenge, redirectUri: 'org.muster.mobile:/oauth/callback/x' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.redirect).toBeUndefined();
    // A code sent with another redirect_uri than its request's is refused at the token endpoint.
    const code = (await authorize(browser, { challenge })).redirect!.get('code')!;
    expect((await exchangeCode(stack.url, code, verifier, 'org.muster.mobile:/oauth/other')).body.error).toBe(
      'invalid_grant',
    );
  });

  it('a visitor is sent to the website sign-in page and back', async () => {
    const visitor = new Browser(stack.url);
    const answer = await authorize(visitor, { challenge: pkce().challenge });
    expect(answer.location).toMatch(/^\/login\?next=%2Foauth%2Finteraction%2F/);
    expect(answer.redirect).toBeUndefined();
  });

  it("another member cannot answer a member's consent, nor use the code without its verifier", async () => {
    const browser = await signedIn(member);
    const { challenge } = pkce();
    const shown = await authorize(browser, { challenge, answer: 'allow' });
    const code = shown.redirect!.get('code')!;
    const intruder = await signedIn(other);
    expect((await exchangeCode(stack.url, code, pkce().verifier)).body.error).toBe('invalid_grant');

    // The member's interaction cookies carried to another member's browser: the consent is not theirs to give.
    const pending = await signedIn(member);
    const { challenge: second } = pkce();
    const start = await pending.fetch(
      `/oauth/auth?${new URLSearchParams({
        client_id: APP.clientId,
        response_type: 'code',
        redirect_uri: APP.redirectUri,
        scope: 'openid muster:read',
        prompt: 'consent',
        code_challenge: second,
        code_challenge_method: 'S256',
      })}`,
      { redirect: 'manual' },
    );
    const login = start.headers.get('location')!.replace(stack.url, '');
    // Signed in from the website session, then on to the consent screen (a new interaction), which the intruder answers.
    const resume = (await pending.fetch(login, { redirect: 'manual' })).headers.get('location')!;
    const consent = await pending.fetch(resume.replace(stack.url, ''), { redirect: 'manual' });
    const interaction = consent.headers.get('location')!.replace(stack.url, '');
    expect((await pending.fetch(interaction)).status).toBe(200);
    // The consent screen at another interaction's address is refused.
    expect((await pending.fetch(`${login}/allow`, { method: 'POST', redirect: 'manual' })).status).toBe(400);
    for (const [name, cookie] of pending.cookies) if (name !== 'muster.sid') intruder.cookies.set(name, cookie);
    const answer = await intruder.fetch(`${interaction}/allow`, { method: 'POST', redirect: 'manual' });
    expect(answer.status).toBe(403);
  });
});

describe('the apps staff may list', () => {
  const APPS = `{ oauthApps { clientId name redirectUris scopes public } }`;

  it('are listed for staff', async () => {
    const staff = await signedIn(other);
    expect((await staff.gql(APPS)).body.data.oauthApps).toEqual([
      {
        clientId: 'muster-mobile',
        name: 'Muster mobile',
        redirectUris: [APP.redirectUri],
        scopes: ['openid', 'profile', 'offline_access', 'muster:read', 'muster:write'],
        public: true,
      },
    ]);
  });

  it('are not for a visitor, nor for a member without a role, by cookie or token', async () => {
    expect((await new Browser(stack.url).gql(APPS)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { browser, tokens } = await signInApp();
    expect((await browser.gql(APPS)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gqlWithToken(stack.url, tokens.access_token, APPS)).body.errors?.[0].extensions.code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('a single-page app', () => {
  const SPA = 'https://reader.example';
  const spaStack = useStack({
    gateway: {
      warmCache: false,
      oauth: {
        clients: [
          {
            client_id: 'reader-spa',
            client_name: 'Reader',
            application_type: 'web',
            token_endpoint_auth_method: 'none',
            grant_types: ['authorization_code', 'refresh_token'],
            response_types: ['code'],
            redirect_uris: [`${SPA}/callback`],
            scope: 'openid muster:read',
          },
        ],
      },
    },
  });
  const preflight = (origin: string) =>
    fetch(`${spaStack.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('may call /graphql from the origin of its redirect URI, and no other origin may', async () => {
    const own = await preflight(SPA);
    expect(own.headers.get('access-control-allow-origin')).toBe(SPA);
    expect(own.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    expect(own.headers.get('access-control-allow-credentials')).toBeNull();
    const stranger = await preflight('https://evil.example');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});
