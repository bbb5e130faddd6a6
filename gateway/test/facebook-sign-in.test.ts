import { startFacebookStandin, type FacebookStandin } from '@muster/scripts/facebook-standin';
import { fixture } from '@muster/testkit/fixtures';
import { Browser, SESSION, setPassword } from './accounts-helpers';
import { PEOPLE, facebookTrip, socialCall } from './facebook-helpers';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';

/**
 * Facebook sign-in over HTTP (accounts spec §2 mode 3, §4 "Social-network results", §8): the real OAuth
 * code flow of passport-facebook against the local stand-in of Facebook's endpoints, the real gateway,
 * services and database, and every result value a browser can reach.
 */
let services: TestServices;
let standin: FacebookStandin;
let gateway: TestGateway;
const HELEN = { id: fixture.user.id, username: fixture.user.username, password: 'Subscriber-1862' };
const CREDENTIALS_MESSAGE =
  'The email/username and password you entered did not match our records. Please double-check and try again.';

beforeAll(async () => {
  services = await startServices();
  standin = await startFacebookStandin({
    accounts: Object.values(PEOPLE),
    app: { clientId: 'test-app', clientSecret: 'test-secret' },
  });
  gateway = await startGateway({
    servicesUrl: services.url,
    warmCache: false,
    facebook: { appId: 'test-app', appSecret: 'test-secret', ...standin.endpoints },
  });
  await setPassword(services.db.db, HELEN.id, HELEN.password);
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await standin?.close();
  await services?.stop();
});

const users = () => services.db.db.selectFrom('users').select(['id', 'email', 'confirmed', 'facebook_id']);
const linkedTo = (facebookId: string) => users().where('facebook_id', '=', facebookId).execute();
const sessionUser = async (browser: Browser) => (await browser.gql(SESSION)).body.data.session.user;

describe('login: a Facebook person with no Muster account (NO_F3_ACCOUNT)', () => {
  test('lands on the connect step with the Facebook person kept for it, signed out', async () => {
    const browser = new Browser(gateway.url);
    const trip = await facebookTrip(browser, standin, PEOPLE.helen, { next: '/search' });
    expect(trip.location).toBe('/login/facebook?result=NO_F3_ACCOUNT&next=%2Fsearch');
    const pending = await browser.fetch('/fb/pending');
    expect(await pending.json()).toEqual({ name: PEOPLE.helen.name, email: PEOPLE.helen.email });
    expect(await sessionUser(browser)).toBeNull();
  });

  test('a wrong password at connect is NOT_SIGNED_IN with the credentials message and links nothing', async () => {
    const browser = new Browser(gateway.url);
    await facebookTrip(browser, standin, PEOPLE.helen);
    const answer = await socialCall(browser, '/fb/connect', { username: HELEN.username, password: 'not-her-password' });
    expect(answer).toEqual({ status: 401, body: { result: 'NOT_SIGNED_IN', message: CREDENTIALS_MESSAGE } });
    expect(await linkedTo(PEOPLE.helen.id)).toEqual([]);
    expect(await sessionUser(browser)).toBeNull();
  });

  test('connect with the right password signs in and links; the next Facebook login is SUCCESS straight to next', async () => {
    const first = new Browser(gateway.url);
    await facebookTrip(first, standin, PEOPLE.helen);
    const answer = await socialCall(first, '/fb/connect', { username: HELEN.username, password: HELEN.password });
    expect(answer).toEqual({ status: 200, body: { result: 'SUCCESS' } });
    expect((await sessionUser(first)).userId).toBe(HELEN.id);
    expect((await linkedTo(PEOPLE.helen.id)).map((u) => u.id)).toEqual([HELEN.id]);
    // The kept person is used up: connecting again is refused.
    expect((await first.fetch('/fb/pending')).status).toBe(400);

    const later = new Browser(gateway.url);
    const trip = await facebookTrip(later, standin, PEOPLE.helen, { next: '/search?q=gettysburg' });
    expect(trip).toMatchObject({ status: 302, location: '/search?q=gettysburg' });
    expect((await sessionUser(later)).username).toBe(HELEN.username);
  });

  test('another Facebook person cannot be connected to an account already linked (ERROR)', async () => {
    const browser = new Browser(gateway.url);
    await facebookTrip(browser, standin, PEOPLE.other);
    const answer = await socialCall(browser, '/fb/connect', { username: HELEN.username, password: HELEN.password });
    expect(answer.status).toBe(409);
    expect(answer.body.result).toBe('ERROR');
    expect(await linkedTo(PEOPLE.other.id)).toEqual([]);
    expect(await sessionUser(browser)).toBeNull();
  });
});

describe('register: a new account from the Facebook person', () => {
  test('with the email Facebook gave: created confirmed, linked and signed in', async () => {
    const browser = new Browser(gateway.url);
    await facebookTrip(browser, standin, PEOPLE.newcomer);
    const answer = await socialCall(browser, '/fb/register', { howDidYouHearAboutUs: 'A friend' });
    expect(answer).toEqual({ status: 201, body: { result: 'SUCCESS' } });
    const me = await sessionUser(browser);
    expect(me).toMatchObject({ email: PEOPLE.newcomer.email, confirmed: true, statusLabel: 'Basic' });
    expect((await linkedTo(PEOPLE.newcomer.id)).map((u) => u.id)).toEqual([me.userId]);
  });

  test('without an email from Facebook: one must be entered, and it is verified by mail', async () => {
    const browser = new Browser(gateway.url);
    const trip = await facebookTrip(browser, standin, PEOPLE.private);
    expect(trip.location).toBe('/login/facebook?result=NO_F3_ACCOUNT');
    expect(await (await browser.fetch('/fb/pending')).json()).toEqual({ name: PEOPLE.private.name, email: null });
    const missing = await socialCall(browser, '/fb/register', {});
    expect(missing).toEqual({
      status: 400,
      body: { result: 'INVALID_SIGNED_REQUEST', message: 'Please enter a valid email', code: 'EMAIL_INVALID' },
    });
    const invalid = await socialCall(browser, '/fb/register', { email: 'not-an-address' });
    expect(invalid.body).toMatchObject({ result: 'INVALID_SIGNED_REQUEST', code: 'EMAIL_INVALID' });
    expect(await linkedTo(PEOPLE.private.id)).toEqual([]);

    const made = await socialCall(browser, '/fb/register', { email: 'sam.private@example.net' });
    expect(made.body.result).toBe('SUCCESS');
    expect(await sessionUser(browser)).toMatchObject({ email: 'sam.private@example.net', confirmed: false });
    const mail = await services.db.db
      .selectFrom('mail_outbox')
      .select(['kind'])
      .where('recipient', '=', 'sam.private@example.net')
      .execute();
    expect(mail).toEqual([{ kind: 'verify-email' }]);
  });

  test('an email that is already a Muster account is refused (ERROR, EMAIL_TAKEN) and nothing is created', async () => {
    const before = (await users().execute()).length;
    const browser = new Browser(gateway.url);
    await facebookTrip(browser, standin, PEOPLE.other);
    const answer = await socialCall(browser, '/fb/register', { email: 'HELEN@example.org' });
    expect(answer).toEqual({
      status: 409,
      body: { result: 'ERROR', message: 'An account with this email already exists', code: 'EMAIL_TAKEN' },
    });
    expect((await users().execute()).length).toBe(before);
    expect(await sessionUser(browser)).toBeNull();
  });
});

describe('logins that do not complete, and refused requests', () => {
  test('Cancel at Facebook is the null result: the social screen, nothing kept, signed out', async () => {
    const browser = new Browser(gateway.url);
    const trip = await facebookTrip(browser, standin, 'cancel');
    expect(trip.location).toBe('/login/facebook?result=null');
    expect((await browser.fetch('/fb/pending')).status).toBe(400);
    expect(await sessionUser(browser)).toBeNull();
  });

  test('a tampered state is refused (INVALID_SIGNED_REQUEST) before its code is used', async () => {
    const browser = new Browser(gateway.url);
    const trip = await facebookTrip(browser, standin, PEOPLE.helen, {
      tamper: (url) => url.searchParams.set('state', `${url.searchParams.get('state')}x`),
    });
    expect(trip.location).toBe('/login/facebook?result=INVALID_SIGNED_REQUEST');
    expect(await sessionUser(browser)).toBeNull();
    // The code was never exchanged: the stand-in still takes it once, at its token endpoint.
    const code = new URL(trip.callback, gateway.url).searchParams.get('code')!;
    const exchange = await fetch(standin.endpoints.tokenURL, {
      method: 'POST',
      body: new URLSearchParams({
        code,
        client_id: 'test-app',
        client_secret: 'test-secret',
        redirect_uri: `${gateway.url}/auth/facebook/callback`,
        grant_type: 'authorization_code',
      }),
    });
    expect(exchange.status).toBe(200);
  });

  test('a callback in a browser that did not start the login (no state cookie) is SDK', async () => {
    const starter = new Browser(gateway.url);
    let stolen = '';
    await facebookTrip(starter, standin, PEOPLE.helen, {
      tamper: (url) => {
        stolen = url.pathname + url.search;
        url.searchParams.delete('code');
      },
    });
    const other = new Browser(gateway.url);
    const end = await other.fetch(stolen, { redirect: 'manual' });
    expect(end.headers.get('location')).toBe('/login/facebook?result=SDK');
    expect(await sessionUser(other)).toBeNull();
  });

  test('connect and register without a Facebook login, or with a changed one, are INVALID_SIGNED_REQUEST', async () => {
    const stranger = new Browser(gateway.url);
    expect(
      (await socialCall(stranger, '/fb/connect', { username: HELEN.username, password: HELEN.password })).body.result,
    ).toBe('INVALID_SIGNED_REQUEST');
    expect((await socialCall(stranger, '/fb/register', { email: 'x@example.com' })).body.result).toBe(
      'INVALID_SIGNED_REQUEST',
    );

    const forger = new Browser(gateway.url);
    await facebookTrip(forger, standin, PEOPLE.other);
    const kept = forger.cookies.get('muster.fb-pending')!;
    const [payload, signature] = kept.value.split('.');
    const changed = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    changed.id = PEOPLE.helen.id;
    forger.cookies.set('muster.fb-pending', {
      ...kept,
      value: `${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`,
    });
    const answer = await socialCall(forger, '/fb/connect', { username: HELEN.username, password: HELEN.password });
    expect(answer).toMatchObject({ status: 400, body: { result: 'INVALID_SIGNED_REQUEST' } });
    expect(await sessionUser(forger)).toBeNull();
  });

  test('the services answer Facebook links to the gateway only', async () => {
    const direct = await fetch(`${services.url}/user/facebook/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ facebookId: PEOPLE.helen.id }),
    });
    expect(direct.status).toBe(403);
  });

  test('Facebook refusing the code exchange (a wrong app secret) is ERROR', async () => {
    const misconfigured = await startGateway({
      servicesUrl: services.url,
      warmCache: false,
      facebook: { appId: 'test-app', appSecret: 'wrong-secret', ...standin.endpoints },
    });
    try {
      const browser = new Browser(misconfigured.url);
      const trip = await facebookTrip(browser, standin, PEOPLE.helen);
      expect(trip.location).toBe('/login/facebook?result=ERROR');
      expect(await sessionUser(browser)).toBeNull();
    } finally {
      await misconfigured.stop();
    }
  });

  test('a site without a Facebook app (production, no FACEBOOK_APP_ID) starts, and Facebook sign-in is ERROR', async () => {
    const unconfigured = await startGateway({
      servicesUrl: services.url,
      warmCache: false,
      production: true,
      facebook: { appId: undefined, appSecret: undefined, ...standin.endpoints },
    });
    try {
      const browser = new Browser(unconfigured.url);
      const start = await browser.fetch('/auth/facebook?next=/account', { redirect: 'manual' });
      expect(start.status).toBe(302);
      expect(start.headers.get('location')).toMatch(/^\/login\/facebook\?result=ERROR/);
      const callback = await browser.fetch('/auth/facebook/callback?code=x&state=y', { redirect: 'manual' });
      expect(callback.headers.get('location')).toBe('/login/facebook?result=ERROR');
    } finally {
      await unconfigured.stop();
    }
  });
});
