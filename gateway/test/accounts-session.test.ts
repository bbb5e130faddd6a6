import { createHash } from 'node:crypto';
import { LOCKED_MESSAGE } from '@muster/contract';
import { fixture } from '@muster/testkit/fixtures';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';
import {
  ACCOUNT,
  Browser,
  CHANGE_PASSWORD,
  REGISTER,
  SESSION,
  SIGN_IN,
  SIGN_OUT,
  VERIFY,
  newMember,
  setPassword,
  sleep,
} from './accounts-helpers';

/**
 * Sessions over the real services and gateways (accounts spec §2, §3, §6, §7): the cookie, its rotation,
 * sessions in the database shared by two gateways, idle lapse and verification, sign-out everywhere after a
 * password change, and the sign-in errors with their HTTP statuses.
 */
let services: TestServices;
let a: TestGateway;
let b: TestGateway;
const SUBSCRIBER = { id: fixture.user.id, username: fixture.user.username, password: 'Subscriber-1862' };
const CREDENTIALS_MESSAGE =
  'The email/username and password you entered did not match our records. Please double-check and try again.';

beforeAll(async () => {
  services = await startServices();
  a = await startGateway({ servicesUrl: services.url, warmCache: false });
  b = await startGateway({ servicesUrl: services.url, warmCache: false });
  await setPassword(services.db.db, SUBSCRIBER.id, SUBSCRIBER.password);
}, 180_000);

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await services?.stop();
});

async function signedIn(gateway = a, who: { username: string; password: string } = SUBSCRIBER): Promise<Browser> {
  const browser = new Browser(gateway.url);
  const { status, body } = await browser.gql(SIGN_IN, { username: who.username, password: who.password });
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return browser;
}

async function register(gateway = a, input = newMember()) {
  const browser = new Browser(gateway.url);
  const { body } = await browser.gql(REGISTER, { input });
  expect(body.errors).toBeUndefined();
  return { browser, input, user: body.data.register.session.user };
}

const sessionRows = (userId: number) =>
  services.db.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();

describe('signing in and out', () => {
  test('sign-in sets an HttpOnly, SameSite=Lax session cookie (not Secure over plain http) and the session shows the member', async () => {
    const browser = new Browser(a.url);
    const { body, headers } = await browser.gql(SIGN_IN, {
      username: SUBSCRIBER.username,
      password: SUBSCRIBER.password,
    });
    expect(body.data.signIn.session.user).toEqual({
      userId: SUBSCRIBER.id,
      username: SUBSCRIBER.username,
      statusLabel: 'Premium',
    });
    const cookie = headers.getSetCookie().find((line) => line.startsWith('muster.sid='))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i);
    const session = await browser.gql(SESSION);
    expect(session.body.data.session).toEqual({
      verificationRequired: false,
      user: {
        userId: SUBSCRIBER.id,
        username: SUBSCRIBER.username,
        email: 'helen@example.org',
        accountStatus: 'annual-subscriber',
        statusLabel: 'Premium',
        planLabel: 'premium',
        premium: true,
        confirmed: true,
        roles: [],
        avatarUrl: null,
      },
    });
  });

  test('behind a proxy named in TRUST_PROXY that says https, the cookie is Secure; nobody else can say so', async () => {
    const proxied = await startGateway({ servicesUrl: services.url, warmCache: false, trustProxy: '127.0.0.1' });
    try {
      const { headers } = await new Browser(proxied.url).gql(
        SIGN_IN,
        { username: SUBSCRIBER.username, password: SUBSCRIBER.password },
        { 'x-forwarded-proto': 'https' },
      );
      expect(headers.getSetCookie().find((line) => line.startsWith('muster.sid='))).toMatch(/; Secure/i);
    } finally {
      await proxied.stop();
    }
    // No proxy trusted (the default): the header is the caller's own claim, and this connection is plain http.
    const { headers } = await new Browser(a.url).gql(
      SIGN_IN,
      { username: SUBSCRIBER.username, password: SUBSCRIBER.password },
      { 'x-forwarded-proto': 'https' },
    );
    expect(headers.getSetCookie().find((line) => line.startsWith('muster.sid='))).not.toMatch(/; Secure/i);
  });

  test('a visitor has no session and gets no cookie', async () => {
    const visitor = new Browser(a.url);
    const { body, headers } = await visitor.gql(SESSION);
    expect(body.data.session).toEqual({ verificationRequired: false, user: null });
    expect(headers.getSetCookie()).toEqual([]);
  });

  test('the session lives in the database, under a digest of its id, and a second gateway serves it', async () => {
    const browser = await signedIn(a);
    const sid = decodeURIComponent(browser.sid!).replace(/^s:/, '').split('.')[0]!;
    const digest = createHash('sha256').update(sid).digest('hex');
    const rows = await sessionRows(SUBSCRIBER.id);
    expect(rows.map((r) => r.id)).toContain(digest);
    expect(rows.map((r) => r.id)).not.toContain(sid);
    const other = await browser.at(b.url).gql(SESSION);
    expect(other.body.data.session.user.userId).toBe(SUBSCRIBER.id);
  });

  test('signing in again gives a new session id; the old id is gone and answers with the sign-out header', async () => {
    const browser = await signedIn(a);
    const before = browser.sid!;
    await browser.gql(SIGN_IN, { username: SUBSCRIBER.username, password: SUBSCRIBER.password });
    expect(browser.sid).toBeDefined();
    expect(browser.sid).not.toBe(before);
    const stale = new Browser(a.url);
    stale.cookies.set('muster.sid', { value: before, attributes: [] });
    const { body, headers } = await stale.gql(SESSION);
    expect(headers.get('x-muster-signout')).toBe('page-expired');
    expect(body.data.session.user).toBeNull();
    expect(stale.sid).toBeUndefined(); // the cookie was cleared, so the header comes once
    expect((await stale.gql(SESSION)).headers.get('x-muster-signout')).toBeNull();
  });

  test('sign-out ends the session in the store and clears the cookie', async () => {
    const browser = await signedIn(a);
    const old = browser.sid!;
    const { body } = await browser.gql(SIGN_OUT);
    expect(body.data.signOut.user).toBeNull();
    expect(browser.sid).toBeUndefined();
    expect((await browser.gql(SESSION)).body.data.session.user).toBeNull();
    const replay = new Browser(b.url);
    replay.cookies.set('muster.sid', { value: old, attributes: [] });
    const again = await replay.gql(SESSION);
    expect(again.body.data.session.user).toBeNull();
    expect(again.headers.get('x-muster-signout')).toBe('page-expired');
  });

  test("the services' session store answers only the gateway (a valid internal auth header)", async () => {
    const id = createHash('sha256').update('anything').digest('hex');
    expect((await fetch(`${services.url}/auth/session/${id}`)).status).toBe(403);
    expect(
      (await fetch(`${services.url}/auth/session/${id}`, { headers: { 'x-muster-auth': 'e30.forged' } })).status,
    ).toBe(403);
    const put = await fetch(`${services.url}/auth/session/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {}, expiresAt: new Date().toISOString() }),
    });
    expect(put.status).toBe(403);
  });

  test('a cookie naming no session is cleared with the sign-out header', async () => {
    const browser = new Browser(a.url);
    browser.cookies.set('muster.sid', { value: 's%3Anot-a-session.forged', attributes: [] });
    const { headers } = await browser.gql(SESSION);
    expect(headers.get('x-muster-signout')).toBe('page-expired');
    expect(browser.sid).toBeUndefined();
  });

  test('signing in with a stale cookie answers the new session, without the sign-out header', async () => {
    const browser = new Browser(a.url);
    browser.cookies.set('muster.sid', { value: 's%3Agone.forged', attributes: [] });
    const { body, headers } = await browser.gql(SIGN_IN, {
      username: SUBSCRIBER.username,
      password: SUBSCRIBER.password,
    });
    expect(body.data.signIn.session.user.userId).toBe(SUBSCRIBER.id);
    expect(headers.get('x-muster-signout')).toBeNull();
    expect((await browser.gql(SESSION)).body.data.session.user.userId).toBe(SUBSCRIBER.id);
  });
});

describe('sign-in errors (accounts spec §8)', () => {
  test('bad credentials answer HTTP 401 with the spec text', async () => {
    const { status, body } = await new Browser(a.url).gql(
      SIGN_IN,
      { username: SUBSCRIBER.username, password: 'wrong-0' },
      { 'x-forwarded-for': '198.51.100.1' },
    );
    expect(status).toBe(401);
    expect(body.errors?.[0]).toMatchObject({ message: CREDENTIALS_MESSAGE, extensions: { code: 'CREDENTIALS' } });
  });

  test('after five failures on two gateways the account is locked: 429 with the lock message, even with the right password', async () => {
    const { input } = await register(a);
    for (let i = 0; i < 5; i++) {
      const gateway = i % 2 ? b : a;
      const { status } = await new Browser(gateway.url).gql(
        SIGN_IN,
        { username: input.username, password: `wrong-${i}` },
        { 'x-forwarded-for': '198.51.100.2' },
      );
      expect(status).toBe(401);
    }
    const locked = await new Browser(b.url).gql(
      SIGN_IN,
      { username: input.username, password: input.password },
      { 'x-forwarded-for': '198.51.100.2' },
    );
    expect(locked.status).toBe(429);
    expect(locked.body.errors?.[0]).toMatchObject({ message: LOCKED_MESSAGE, extensions: { code: 'THROTTLED' } });
  });

  test('a password that must be updated answers 401 "Password update required"; the forced update signs in', async () => {
    const { input, user } = await register(a);
    await services.db.db
      .updateTable('users')
      .set({ password_update_required: 1 } as never)
      .where('id', '=', user.userId)
      .execute();
    const browser = new Browser(a.url);
    const refused = await browser.gql(SIGN_IN, { username: input.username, password: input.password });
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Password update required',
      extensions: { code: 'PASSWORD_UPDATE_REQUIRED' },
    });
    const same = await browser.gql(CHANGE_PASSWORD, {
      username: input.username,
      currentPassword: input.password,
      newPassword: input.password,
    });
    // A refused new password is a user error (data), not a failed request.
    expect(same.body.errors).toBeUndefined();
    expect(same.body.data.changePassword).toEqual({
      session: null,
      userErrors: [
        {
          field: ['newPassword'],
          message: 'Your new password may not be the same as your old password',
          code: 'SAME_PASSWORD',
        },
      ],
    });
    const updated = await browser.gql(CHANGE_PASSWORD, {
      username: input.username,
      currentPassword: input.password,
      newPassword: 'Brand-new-2026',
    });
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data.changePassword.session.user.userId).toBe(user.userId);
    expect((await browser.gql(SESSION)).body.data.session.user.userId).toBe(user.userId);
  });

  test('production masking lets the sign-in messages through', async () => {
    const production = await startGateway({ servicesUrl: services.url, warmCache: false, production: true });
    try {
      const { status, body } = await new Browser(production.url).gql(
        SIGN_IN,
        { username: SUBSCRIBER.username, password: 'wrong-p' },
        { 'x-forwarded-for': '198.51.100.3' },
      );
      expect(status).toBe(401);
      expect(body.errors?.[0]).toMatchObject({ message: CREDENTIALS_MESSAGE, extensions: { code: 'CREDENTIALS' } });
    } finally {
      await production.stop();
    }
  });
});

describe('registration and the account', () => {
  test("register signs the new Basic member in; Query.account is the caller's own", async () => {
    const { browser, input, user } = await register(a);
    expect(user).toMatchObject({
      username: input.username,
      email: input.email,
      accountStatus: 'non-subscriber',
      statusLabel: 'Basic',
      planLabel: null,
      premium: false,
      confirmed: false,
    });
    const { body } = await browser.gql(ACCOUNT);
    expect(body.data.account).toMatchObject({
      userId: user.userId,
      username: input.username,
      email: input.email,
      statusLabel: 'Basic',
      profile: { username: input.username },
    });
    expect((await new Browser(a.url).gql(ACCOUNT)).body.data.account).toBeNull();
  });

  test('a taken email is a user error on the email field, and signs nobody in', async () => {
    const { input } = await register(a);
    const browser = new Browser(a.url);
    const again = await browser.gql(REGISTER, { input: { ...newMember(), email: input.email } });
    expect(again.status).toBe(200);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.register).toEqual({
      session: null,
      userErrors: [{ field: ['input', 'email'], message: expect.any(String), code: 'EMAIL_TAKEN' }],
    });
    expect((await browser.gql(SESSION)).body.data.session.user).toBeNull();
  });
});

describe('sessions that end elsewhere (accounts spec §7 sign-out header)', () => {
  test('a password changed in another session signs this one out with page-expired; the changing session stays', async () => {
    const { input, user } = await register(a);
    const other = await signedIn(b, input);
    const changer = await signedIn(a, input);
    const changed = await changer.gql(CHANGE_PASSWORD, {
      currentPassword: input.password,
      newPassword: 'Changed-2026',
    });
    expect(changed.body.errors).toBeUndefined();
    const { body, headers } = await other.gql(SESSION);
    expect(headers.get('x-muster-signout')).toBe('page-expired');
    expect(body.data.session.user).toBeNull();
    expect((await changer.gql(SESSION)).body.data.session.user.userId).toBe(user.userId);
  });

  test('a closed account ends its sessions', async () => {
    const { browser, user } = await register(a);
    await services.db.db
      .updateTable('users')
      .set({ closed: 1 } as never)
      .where('id', '=', user.userId)
      .execute();
    const { body, headers } = await browser.gql(SESSION);
    expect(headers.get('x-muster-signout')).toBe('page-expired');
    expect(body.data.session.user).toBeNull();
  });
});

describe('idle lapse (accounts spec §6 "verify the account")', () => {
  let lapsing: TestGateway;
  beforeAll(async () => {
    lapsing = await startGateway({ servicesUrl: services.url, warmCache: false, session: { idleMs: 1500 } });
  });
  afterAll(async () => {
    await lapsing?.stop();
  });

  test('an idle session keeps the member but is served as a visitor until the password is entered again', async () => {
    const browser = await signedIn(lapsing);
    expect((await browser.gql(ACCOUNT)).body.data.account.userId).toBe(SUBSCRIBER.id);
    await sleep(1800);
    const lapsed = await browser.gql(SESSION);
    expect(lapsed.headers.get('x-muster-signout')).toBeNull();
    expect(lapsed.body.data.session).toMatchObject({ verificationRequired: true, user: { userId: SUBSCRIBER.id } });
    expect((await browser.gql(ACCOUNT)).body.data.account).toBeNull();

    const wrong = await browser.gql(VERIFY, { password: 'not-it-1' }, { 'x-forwarded-for': '198.51.100.4' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('CREDENTIALS');

    const before = browser.sid;
    const verified = await browser.gql(VERIFY, { password: SUBSCRIBER.password });
    expect(verified.body.errors).toBeUndefined();
    expect(verified.body.data.verifyAccount.session).toEqual({
      verificationRequired: false,
      user: { userId: SUBSCRIBER.id },
    });
    expect(browser.sid).not.toBe(before);
    expect((await browser.gql(ACCOUNT)).body.data.account.userId).toBe(SUBSCRIBER.id);
  });

  test('verifyAccount without a session is NOT_SIGNED_IN', async () => {
    const { status, body } = await new Browser(lapsing.url).gql(VERIFY, { password: 'whatever-1' });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_SIGNED_IN');
  });
});

test('a session ends at its lifetime however busy, with the sign-out header', async () => {
  const short = await startGateway({ servicesUrl: services.url, warmCache: false, session: { maxAgeMs: 1200 } });
  try {
    const browser = await signedIn(short);
    for (let i = 0; i < 3; i++) {
      await sleep(300);
      expect((await browser.gql(SESSION)).body.data.session.user.userId).toBe(SUBSCRIBER.id);
    }
    await sleep(500);
    const { body, headers } = await browser.gql(SESSION);
    expect(headers.get('x-muster-signout')).toBe('page-expired');
    expect(body.data.session.user).toBeNull();
  } finally {
    await short.stop();
  }
});
