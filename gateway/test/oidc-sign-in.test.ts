import { signIdentity } from '@muster/services/auth';
import { startLocalProvider, type LocalProvider } from '@muster/scripts/oidc-provider';
import { LOCAL_OIDC_CLIENT, oidcSettingsFromEnv } from '@muster/contract/node';
import { PROVIDER_MESSAGES } from '../src/auth/oidc/provider-steps';
import { Browser, SESSION } from './accounts-helpers';
import { addDemoUsers, finishPopup, stepCall, throughProvider } from './oidc-helpers';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';

/**
 * The genealogy provider's single sign-on over the real protocol (issue 4 point 5, accounts spec §2 mode 2, §4
 * "Provider sign-in results", §7, §8 provider mode): a local oidc-provider plays the provider; each test is a
 * browser going through the popup (authorization code flow, state and nonce) and the sign-in page's next step.
 */
let services: TestServices;
let gateway: TestGateway;
let provider: LocalProvider;
let ids: Record<string, number>;
const PASSWORD = 'Muster-demo-2026';

beforeAll(async () => {
  provider = await startLocalProvider();
  services = await startServices();
  ids = await addDemoUsers(services.db.db, PASSWORD);
  gateway = await startGateway({
    servicesUrl: services.url,
    warmCache: false,
    oidc: oidcSettingsFromEnv({ OIDC_ISSUER: provider.issuer }),
  });
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
  await provider?.close();
});

async function signedInAs(browser: Browser): Promise<string | null> {
  return (await browser.gql(SESSION)).body.data?.session.user?.username ?? null;
}

async function popup(browser: Browser, login: string, options?: Parameters<typeof throughProvider>[2]) {
  const run = await throughProvider(browser, login, options);
  return { run, ...(await finishPopup(browser, run.callback)) };
}

describe('the popup', () => {
  it('asks the provider for a code with openid, state and nonce, for the configured client and callback', async () => {
    const browser = new Browser(gateway.url);
    const { run } = await popup(browser, 'hannah');
    const params = run.authorize.searchParams;
    expect(run.authorize.origin + run.authorize.pathname).toBe(`${provider.issuer}/auth`);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')?.split(' ')).toEqual(['openid', 'email', 'profile']);
    expect(params.get('client_id')).toBe(LOCAL_OIDC_CLIENT.clientId);
    expect(params.get('redirect_uri')).toBe(`${gateway.url}/auth/oidc/callback`);
    expect(params.get('state')).toMatch(/^.{16,}$/);
    expect(params.get('nonce')).toMatch(/^.{16,}$/);
    expect(run.callback.searchParams.get('state')).toBe(params.get('state'));
  });

  it('refuses a callback whose state was tampered with, and signs nobody in', async () => {
    const browser = new Browser(gateway.url);
    const { callback } = await throughProvider(browser, 'hannah');
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const { status, message } = await finishPopup(browser, callback);
    expect(status).toBe(403);
    expect(message).toEqual({ key: 'genealogy', error: 'FAILED' });
    expect(await signedInAs(browser)).toBeNull();
    expect((await stepCall(browser, 'link', { username: 'basic', password: PASSWORD })).body.code).toBe('EXPIRED');
  });

  it("refuses an ID token whose nonce is not the one this browser's session asked for", async () => {
    const browser = new Browser(gateway.url);
    const { authorize, callback } = await throughProvider(browser, 'hannah');
    // The session row that holds this request's state: its nonce no longer matches the one in the ID token.
    const state = authorize.searchParams.get('state')!;
    const row = await services.db.db
      .selectFrom('sessions')
      .select(['id', 'data'])
      .where('data', 'like', `%${state}%`)
      .executeTakeFirstOrThrow();
    const data = JSON.parse(row.data as string);
    data['oidc-state'].state.nonce = 'another-nonce';
    await services.db.db
      .updateTable('sessions')
      .set({ data: JSON.stringify(data) })
      .where('id', '=', row.id)
      .execute();
    const { status, message } = await finishPopup(browser, callback);
    expect([status, message]).toEqual([403, { key: 'genealogy', error: 'FAILED' }]);
    expect(await signedInAs(browser)).toBeNull();
  });

  it("refuses a callback from another browser (its state is in the first browser's session only)", async () => {
    const { callback } = await throughProvider(new Browser(gateway.url), 'hannah');
    const other = new Browser(gateway.url);
    await other.fetch('/auth/oidc/start', { redirect: 'manual' });
    expect((await finishPopup(other, callback)).message).toEqual({ key: 'genealogy', error: 'FAILED' });
  });

  it('refuses a code used twice', async () => {
    const browser = new Browser(gateway.url);
    const { callback } = await throughProvider(browser, 'newcomer');
    expect((await finishPopup(browser, callback)).message.authResults).toEqual({ status: 'NOT_FOUND' });
    expect((await finishPopup(browser, callback)).message).toEqual({ key: 'genealogy', error: 'FAILED' });
  });

  it('reports a denied consent as cancelled', async () => {
    const browser = new Browser(gateway.url);
    const { message } = await popup(browser, 'hannah', { consent: false });
    expect(message).toEqual({ key: 'genealogy', error: 'CANCELLED' });
    expect(await signedInAs(browser)).toBeNull();
  });

  it("serves its script and the provider's password help address", async () => {
    const script = await fetch(`${gateway.url}/auth/oidc/popup.js`);
    expect(await script.text()).toContain('window.opener.postMessage(data, window.location.origin)');
    const help = await fetch(`${gateway.url}/auth/oidc/password-help`, { redirect: 'manual' });
    expect(help.headers.get('location')).toBe(`${provider.issuer}/password-help`);
    expect(await (await fetch(help.headers.get('location')!)).text()).toContain('Password help');
  });
});

describe('provider sign-in results', () => {
  it('unlinked: the link form gets the address; Muster credentials link the accounts and sign in; next time the popup signs in', async () => {
    const browser = new Browser(gateway.url);
    const { message } = await popup(browser, 'hannah');
    expect(message).toEqual({ key: 'genealogy', authResults: { status: 'UNLINKED', login: 'basic@muster.test' } });
    expect(await signedInAs(browser)).toBeNull();

    const wrong = await stepCall(browser, 'link', { username: 'basic@muster.test', password: 'not-the-password-1' });
    expect(wrong).toEqual({
      status: 401,
      body: { code: 'CREDENTIALS', message: expect.stringContaining('did not match our records') },
    });
    expect(await stepCall(browser, 'link', { username: 'basic@muster.test', password: PASSWORD })).toEqual({
      status: 200,
      body: { status: 'SUCCESS' },
    });
    expect(await signedInAs(browser)).toBe('basic');
    const link = await services.db.db
      .selectFrom('external_accounts')
      .selectAll()
      .where('user_id', '=', ids.basic!)
      .execute();
    expect(link).toMatchObject([{ provider: 'genealogy', subject: 'gen-1001', email: 'basic@muster.test' }]);

    const later = new Browser(gateway.url);
    expect((await popup(later, 'hannah')).message).toEqual({ key: 'genealogy', authResults: { status: 'SUCCESS' } });
    expect(await signedInAs(later)).toBe('basic');
  });

  it("ambiguous: the dedupe step links only one of its usernames, with the spec's message for a wrong password", async () => {
    const browser = new Browser(gateway.url);
    const { message } = await popup(browser, 'morgan');
    expect(message).toEqual({
      key: 'genealogy',
      authResults: { status: 'AMBIGUOUS', usernames: ['annual', 'monthly'] },
    });
    expect(await stepCall(browser, 'link', { username: 'basic', password: PASSWORD })).toEqual({
      status: 400,
      body: { code: 'CREDENTIALS', message: PROVIDER_MESSAGES.dedupe },
    });
    expect(await stepCall(browser, 'link', { username: 'monthly', password: 'wrong-password-1' })).toEqual({
      status: 401,
      body: { code: 'CREDENTIALS', message: PROVIDER_MESSAGES.dedupe },
    });
    expect(await stepCall(browser, 'link', { username: 'monthly', password: PASSWORD })).toEqual({
      status: 200,
      body: { status: 'SUCCESS' },
    });
    expect(await signedInAs(browser)).toBe('monthly');
  });

  it("not found: terms accepted make a linked account, the registered step's Continue signs it in", async () => {
    const browser = new Browser(gateway.url);
    const { message } = await popup(browser, 'newcomer');
    expect(message).toEqual({ key: 'genealogy', authResults: { status: 'NOT_FOUND' } });
    expect(await stepCall(browser, 'continue')).toEqual({
      status: 409,
      body: { code: 'NOT_REGISTERED', message: PROVIDER_MESSAGES.expired },
    });
    expect(await stepCall(browser, 'register', { acceptTerms: false })).toEqual({
      status: 400,
      body: { code: 'TERMS', message: PROVIDER_MESSAGES.terms },
    });
    expect(await stepCall(browser, 'register', { acceptTerms: true })).toEqual({
      status: 201,
      body: { status: 'REGISTERED', username: 'nell.newcomer' },
    });
    expect(await signedInAs(browser)).toBeNull();
    expect(await stepCall(browser, 'continue')).toEqual({ status: 200, body: { status: 'SUCCESS' } });
    const session = (await browser.gql(SESSION)).body.data.session.user;
    expect(session).toMatchObject({
      username: 'nell.newcomer',
      email: 'newcomer@genealogy.test',
      confirmed: true,
      accountStatus: 'non-subscriber',
    });
    // Registered once: the same provider account now simply signs in.
    expect((await popup(new Browser(gateway.url), 'newcomer')).message.authResults).toEqual({ status: 'SUCCESS' });
  });

  it('not found, then connecting an existing account from the choice screen', async () => {
    const browser = new Browser(gateway.url);
    expect((await popup(browser, 'unverified')).message.authResults).toEqual({ status: 'NOT_FOUND' });
    // The provider did not verify that address, so it matched nobody, and it cannot register an account either.
    expect(await stepCall(browser, 'register', { acceptTerms: true })).toEqual({
      status: 409,
      body: { code: 'NOT_CONNECTED', message: PROVIDER_MESSAGES.link },
    });
    expect(await stepCall(browser, 'link', { username: 'bundle', password: PASSWORD })).toEqual({
      status: 200,
      body: { status: 'SUCCESS' },
    });
    expect(await signedInAs(browser)).toBe('bundle');
  });

  it('cannot link a Muster account that already has another account of this provider', async () => {
    expect((await popup(new Browser(gateway.url), 'unverified')).message.authResults).toEqual({ status: 'SUCCESS' });
    // nell.newcomer's link is lost (say, removed by staff): the provider's verified address finds the account again.
    await services.db.db.deleteFrom('external_accounts').where('subject', '=', 'gen-1003').execute();
    const other = new Browser(gateway.url);
    expect((await popup(other, 'newcomer')).message.authResults).toEqual({
      status: 'UNLINKED',
      login: 'newcomer@genealogy.test',
    });
    expect(await stepCall(other, 'link', { username: 'bundle', password: PASSWORD })).toEqual({
      status: 409,
      body: { code: 'NOT_CONNECTED', message: PROVIDER_MESSAGES.link },
    });
    expect(await signedInAs(other)).toBeNull();
  });
});

describe('the step calls', () => {
  it("take only JSON from this site's own pages", async () => {
    const pending = new Browser(gateway.url);
    expect((await popup(pending, 'newcomer')).message.authResults.status).toBe('UNLINKED');
    const form = await pending.fetch('/auth/oidc/link', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `username=basic&password=${PASSWORD}`,
    });
    expect(form.status).toBe(403);
    expect(
      (await stepCall(pending, 'link', { username: 'basic', password: PASSWORD }, { origin: 'http://evil.example' }))
        .status,
    ).toBe(403);
    expect((await stepCall(pending, 'link', { username: 'basic' })).status).toBe(400);
    expect(await signedInAs(pending)).toBeNull();
  });

  it('let staff remove a provider link, after which the popup asks to link again', async () => {
    const admin = signIdentity(
      { userId: 2, accountStatus: 'annual-subscriber', roles: ['admin'], institutionId: null },
      'dev-internal-secret',
    );
    await services.db.db.updateTable('users').set({ roles: '["admin"]' }).where('id', '=', 2).execute();
    const removed = await fetch(`${services.url}/user/user-admin/ucdmid/${ids.basic}`, {
      method: 'DELETE',
      headers: { 'x-muster-auth': admin },
    });
    expect(removed.status).toBe(200);
    expect((await removed.json()).externalLinked).toBe(false);
    expect((await popup(new Browser(gateway.url), 'hannah')).message.authResults).toEqual({
      status: 'UNLINKED',
      login: 'basic@muster.test',
    });
  });
});

it('services refuse provider calls that do not come from the gateway', async () => {
  const person = {
    provider: 'genealogy',
    subject: 'gen-9',
    email: 'basic@muster.test',
    emailVerified: true,
    username: null,
  };
  const response = await fetch(`${services.url}/external-account/match`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(person),
  });
  expect(response.status).toBe(403);
});
