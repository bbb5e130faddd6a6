import { fixture } from '@muster/testkit/fixtures';
import { useStack } from '@muster/testkit';
import { Browser, SESSION, SIGN_IN, setPassword } from './accounts-helpers';
import { APP, authorize, exchangeCode, gqlWithToken, pkce, tokenRequest } from './oauth-helpers';

/**
 * A member's connected apps (account settings): the apps they let act for them through Muster's OAuth server,
 * and taking one's access away, against the real authorization server, gateway, services and database.
 */
const stack = useStack();
const PASSWORD = 'Connected-1863';
const member = { id: fixture.user.id, username: fixture.user.username };
const other = { id: 2, username: 'archivist' };

const APPS = `{ connectedApps { clientId name connectedAt expiresAt scopes } }`;
const DISCONNECT = `mutation ($clientId: String!) { disconnectApp(clientId: $clientId) { clientId } }`;

async function signedIn(who: { id: number; username: string }): Promise<Browser> {
  await setPassword(stack.db.db, who.id, PASSWORD);
  const browser = new Browser(stack.url);
  const { body } = await browser.gql(SIGN_IN, { username: who.username, password: PASSWORD });
  expect(body.data.signIn.session.user.userId).toBe(who.id);
  return browser;
}

async function connect(browser: Browser) {
  const { verifier, challenge } = pkce();
  const authorization = await authorize(browser, { challenge });
  const tokens = await exchangeCode(stack.url, authorization.redirect!.get('code')!, verifier);
  expect(tokens.status).toBe(200);
  return tokens.body as { access_token: string; refresh_token: string };
}

beforeEach(async () => {
  await stack.db.db.deleteFrom('oauth_states').execute();
});

describe('connected apps', () => {
  it('lists the app once, with its name and scopes, however many times the member consented', async () => {
    const browser = await signedIn(member);
    expect((await browser.gql(APPS)).body.data.connectedApps).toEqual([]);
    await connect(browser);
    await connect(browser);
    const { body } = await browser.gql(APPS);
    expect(body.errors).toBeUndefined();
    expect(body.data.connectedApps).toEqual([
      {
        clientId: APP.clientId,
        name: 'Muster mobile',
        connectedAt: expect.any(String),
        expiresAt: expect.any(String),
        scopes: expect.arrayContaining(['muster:read']),
      },
    ]);
    expect(Date.parse(body.data.connectedApps[0].connectedAt)).toBeLessThanOrEqual(Date.now());
  });

  it("disconnecting stops the app's access and refresh tokens at once, and the list is empty", async () => {
    const browser = await signedIn(member);
    const tokens = await connect(browser);
    expect((await gqlWithToken(stack.url, tokens.access_token, SESSION)).status).toBe(200);

    const { body } = await browser.gql(DISCONNECT, { clientId: APP.clientId });
    expect(body.errors).toBeUndefined();
    expect(body.data.disconnectApp).toEqual([]);
    const after = await gqlWithToken(stack.url, tokens.access_token, SESSION);
    expect(after.status).toBe(401);
    expect(after.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const refreshed = await tokenRequest(stack.url, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it("are the member's own: another member neither sees nor disconnects them", async () => {
    const mine = await signedIn(member);
    const tokens = await connect(mine);
    const theirs = await signedIn(other);
    expect((await theirs.gql(APPS)).body.data.connectedApps).toEqual([]);
    const refused = await theirs.gql(DISCONNECT, { clientId: APP.clientId });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gqlWithToken(stack.url, tokens.access_token, SESSION)).status).toBe(200);
    expect((await mine.gql(APPS)).body.data.connectedApps).toHaveLength(1);
  });

  it('are refused to visitors, and an unknown or malformed app id changes nothing', async () => {
    const visitor = new Browser(stack.url);
    expect((await visitor.gql(APPS)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.gql(DISCONNECT, { clientId: APP.clientId })).body.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const browser = await signedIn(member);
    await connect(browser);
    for (const clientId of ['no-such-app', '', 'x'.repeat(500)]) {
      const { body } = await browser.gql(DISCONNECT, { clientId });
      expect([clientId.length, body.errors?.[0]?.extensions?.code]).toEqual([
        clientId.length,
        clientId === 'no-such-app' ? 'NOT_FOUND' : 'BAD_USER_INPUT',
      ]);
    }
    expect((await browser.gql(APPS)).body.data.connectedApps).toHaveLength(1);
  });

  it("the services' route answers only the signed member, never a caller without the gateway's signature", async () => {
    expect((await fetch(`${stack.servicesUrl}/user/connected-apps`)).status).toBe(401);
    expect(
      (await fetch(`${stack.servicesUrl}/user/connected-apps`, { headers: { 'x-muster-auth': 'e30.forged' } })).status,
    ).toBe(401);
  });
});
