import sharp from 'sharp';
import { fixture } from '@muster/testkit/fixtures';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';
import { ACCOUNT, Browser, REGISTER, SESSION, SIGN_IN, newMember, setPassword } from './accounts-helpers';

/**
 * The account pages' calls over the real services (accounts spec §2 user menu, §7 user service): the caller's
 * identity reaching the services, profile, username, email verification and change, password reset, photos.
 */
let services: TestServices;
let gateway: TestGateway;
const SUBSCRIBER = { username: fixture.user.username, password: 'Subscriber-1862' };

beforeAll(async () => {
  services = await startServices();
  gateway = await startGateway({ servicesUrl: services.url, warmCache: false });
  await setPassword(services.db.db, fixture.user.id, SUBSCRIBER.password);
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

async function member(input = newMember()) {
  const browser = new Browser(gateway.url);
  const { body } = await browser.gql(REGISTER, { input });
  expect(body.errors).toBeUndefined();
  return { browser, input, userId: body.data.register.session.user.userId as number };
}

async function subscriber(): Promise<Browser> {
  const browser = new Browser(gateway.url);
  expect((await browser.gql(SIGN_IN, SUBSCRIBER)).body.errors).toBeUndefined();
  return browser;
}

const lastToken = async (userId: number, kind: string) =>
  (
    await services.db.db
      .selectFrom('mail_outbox')
      .select('token')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).token!;

describe('the caller reaches the services as itself', () => {
  const TILE = `query($id: Int!) { image(id: $id) { tileSource access { requirement minimumAccountStatus } } }`;
  const tile = (browser: Browser, token: string | null) =>
    browser.fetch(`/iiif/3/${fixture.images.first}/0,0,512,512/512,/0/default.jpg?token=${token}`);
  const tokenOf = (tileSource: string) => new URL(tileSource, 'http://x').searchParams.get('token');

  test('a Basic member is asked to subscribe for a subscriber-only tile; a subscriber gets it', async () => {
    const basic = (await member()).browser;
    const denied = (await basic.gql(TILE, { id: fixture.images.first })).body.data.image;
    // No tile address is signed for a page the member may not see; the denial says what would open it.
    expect(denied).toEqual({
      tileSource: null,
      access: { requirement: 'SUBSCRIBE', minimumAccountStatus: 'free-trial' },
    });

    const premium = await subscriber();
    const allowed = (await premium.gql(TILE, { id: fixture.images.first })).body.data.image;
    expect(allowed.access).toBeNull();
    const ok = await tile(premium, tokenOf(allowed.tileSource));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/jpeg');

    // The subscriber's token does not work for the Basic member's session.
    const borrowed = await tile(basic, tokenOf(allowed.tileSource));
    expect(borrowed.status).toBe(403);
  });
});

describe('account and profile', () => {
  test('username, profile and communication settings change, and the session follows the new username', async () => {
    const { browser, userId } = await member();
    const username = `renamed${userId}`;
    const renamed = await browser.gql(
      `mutation($u: String!) { changeUsername(username: $u) { account { username } userErrors { code } } }`,
      { u: username },
    );
    expect(renamed.body.errors).toBeUndefined();
    expect(renamed.body.data.changeUsername).toEqual({ account: { username }, userErrors: [] });
    expect((await browser.gql(SESSION)).body.data.session.user.username).toBe(username);

    const profile = await browser.gql(
      `mutation($p: ProfileInput!) { updateProfile(input: $p) { account { profile { displayName about location } } userErrors { field } } }`,
      { p: { displayName: 'Helen W.', location: 'Boston' } },
    );
    expect(profile.body.data.updateProfile).toEqual({
      account: { profile: { displayName: 'Helen W.', about: '', location: 'Boston' } },
      userErrors: [],
    });
    // A text over its limit is a user error the form shows (issue 14 point 6); nothing is saved.
    const tooLong = await browser.gql(
      `mutation($p: ProfileInput!) { updateProfile(input: $p) { account { userId } userErrors { field message code } } }`,
      { p: { location: 'x'.repeat(5000) } },
    );
    expect(tooLong.body.errors).toBeUndefined();
    expect(tooLong.body.data.updateProfile).toEqual({
      account: null,
      userErrors: [expect.objectContaining({ code: 'PROFILE_INVALID', message: expect.stringMatching(/too long/) })],
    });
    // Who may not save at all is told by an error, not a user error.
    const stranger = await new Browser(gateway.url).gql(
      `mutation { updateProfile(input: { location: "Boston" }) { userErrors { code } } }`,
    );
    expect(stranger.body.errors?.[0]?.extensions?.code).toBe('NOT_SIGNED_IN');
    const settings = await browser.gql(
      `mutation { updateCommunicationSettings(input: { newsletter: true }) { account { communicationSettings { newsletter offers memorialActivity } } userErrors { code } } }`,
    );
    expect(settings.body.data.updateCommunicationSettings.userErrors).toEqual([]);
    expect(settings.body.data.updateCommunicationSettings.account.communicationSettings).toEqual({
      newsletter: true,
      offers: false,
      memorialActivity: true,
    });

    const visitor = new Browser(gateway.url);
    const seen = await visitor.gql(
      `query($u: String!) { profile(username: $u) { username displayName location photoUrl } }`,
      { u: username },
    );
    expect(seen.body.data.profile).toEqual({ username, displayName: 'Helen W.', location: 'Boston', photoUrl: null });
    expect(
      (await visitor.gql(`query { profile(username: "nobody-at-all") { username } }`)).body.data.profile,
    ).toBeNull();
    const taken = await visitor.gql(
      `query($u: String!) { taken: usernameAvailable(username: $u) free: usernameAvailable(username: "free-name-xyz") }`,
      { u: username },
    );
    expect(taken.body.data).toEqual({ taken: false, free: true });
  });

  test('changes need a signed-in member', async () => {
    const { status, body } = await new Browser(gateway.url).gql(
      `mutation { changeUsername(username: "someone") { account { username } } }`,
    );
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_SIGNED_IN');
  });

  test("the password policy and the remote check with the spec's messages; email availability", async () => {
    const visitor = new Browser(gateway.url);
    const { body } = await visitor.gql(`query {
      passwordPolicy { minLength maxLength minDigits minLettersOrSpecial specialCharacters }
      short: validatePassword(password: "abc") { isValid failureReasons messages }
      good: validatePassword(password: "Muster-2026") { isValid failureReasons messages }
      taken: emailAvailable(email: "helen@example.org") free: emailAvailable(email: "someone-new@example.org") bad: emailAvailable(email: "not an email")
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.passwordPolicy).toEqual({
      minLength: 8,
      maxLength: 64,
      minDigits: 1,
      minLettersOrSpecial: 1,
      specialCharacters: '!@#$%^&*',
    });
    expect(body.data.short).toEqual({
      isValid: false,
      failureReasons: ['SHORT', 'NON_NUMERIC'],
      messages: ['Password must contain at least 8 characters.', 'Password must contain at least 1 digit.'],
    });
    expect(body.data.good).toEqual({ isValid: true, failureReasons: [], messages: [] });
    expect([body.data.taken, body.data.free, body.data.bad]).toEqual([false, true, false]);
  });
});

describe('emailed tokens', () => {
  test('verification email: resend, then the token confirms the address in the session', async () => {
    const { browser, userId } = await member();
    const resent = await browser.gql(`mutation { resendVerificationEmail }`);
    expect(resent.body.data.resendVerificationEmail).toBe(true);
    const verified = await browser.gql(`mutation($t: String!) { verifyEmail(token: $t) { user { confirmed } } }`, {
      t: await lastToken(userId, 'verify-email'),
    });
    expect(verified.body.errors).toBeUndefined();
    expect(verified.body.data.verifyEmail.user.confirmed).toBe(true);
    const used = await browser.gql(`mutation($t: String!) { verifyEmail(token: $t) { user { confirmed } } }`, {
      t: await lastToken(userId, 'verify-email'),
    });
    expect(used.body.errors?.[0]?.extensions?.code).toBe('TOKEN_INVALID');
    const malformed = await browser.gql(`mutation { verifyEmail(token: "not a token") { user { confirmed } } }`);
    expect(malformed.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  test("an email change keeps this session and ends the member's others", async () => {
    const { browser, input, userId } = await member();
    const other = new Browser(gateway.url);
    expect(
      (await other.gql(SIGN_IN, { username: input.username, password: input.password })).body.errors,
    ).toBeUndefined();
    const newEmail = `changed${userId}@example.org`;
    const requested = await browser.gql(
      `mutation($e: String!) { requestEmailChange(newEmail: $e) { account { email pendingEmail } userErrors { code } } }`,
      { e: newEmail },
    );
    expect(requested.body.data.requestEmailChange).toEqual({
      account: { email: input.email, pendingEmail: newEmail },
      userErrors: [],
    });
    const token = (
      await services.db.db
        .selectFrom('mail_outbox')
        .select('token')
        .where('recipient', '=', newEmail)
        .executeTakeFirstOrThrow()
    ).token!;
    const confirmed = await browser.gql(
      `mutation($t: String!) { confirmEmailChange(token: $t) { email pendingEmail } }`,
      { t: token },
    );
    expect(confirmed.body.errors).toBeUndefined();
    expect(confirmed.body.data.confirmEmailChange).toEqual({ email: newEmail, pendingEmail: null });
    const mine = await browser.gql(SESSION);
    expect(mine.headers.get('x-muster-signout')).toBeNull();
    expect(mine.body.data.session.user.email).toBe(newEmail);
    const theirs = await other.gql(SESSION);
    expect(theirs.headers.get('x-muster-signout')).toBe('page-expired');
  });

  test('password reset: true for any address; the token sets a password that signs in', async () => {
    const { input, userId } = await member();
    const visitor = new Browser(gateway.url);
    const RESET = `mutation($e: String!) { requestPasswordReset(email: $e) { requested userErrors { field code } } }`;
    for (const e of ['nobody@example.org', input.email])
      expect((await visitor.gql(RESET, { e })).body.data.requestPasswordReset).toEqual({
        requested: true,
        userErrors: [],
      });
    const token = await lastToken(userId, 'reset-password');
    const RESET_PASSWORD = `mutation($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) { passwordReset userErrors { field message code } } }`;
    const weak = await visitor.gql(RESET_PASSWORD, { t: token, p: 'short' });
    expect(weak.body.errors).toBeUndefined();
    expect(weak.body.data.resetPassword).toEqual({
      passwordReset: null,
      userErrors: [{ field: ['newPassword'], message: 'Your new password is not valid', code: 'PASSWORD_INVALID' }],
    });
    const reset = await visitor.gql(RESET_PASSWORD, { t: token, p: 'Reset-it-2026' });
    expect(reset.body.data.resetPassword).toEqual({ passwordReset: true, userErrors: [] });
    const signIn = await visitor.gql(SIGN_IN, { username: input.username, password: 'Reset-it-2026' });
    expect(signIn.body.data.signIn.session.user.userId).toBe(userId);
  });
});

describe('profile photo', () => {
  const png = () =>
    sharp({ create: { width: 120, height: 80, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
  const form = async (userId: number, bytes?: Buffer) => {
    const data = new FormData();
    data.set('id', String(userId));
    data.set('file', new Blob([new Uint8Array(bytes ?? (await png()))], { type: 'image/png' }), 'me.png');
    return data;
  };

  test('a visitor may not upload', async () => {
    const response = await new Browser(gateway.url).fetch('/account/profile-photo', {
      method: 'PUT',
      body: await form(1),
    });
    expect(response.status).toBe(401);
  });

  test('a member uploads a photo; the avatar is a square JPEG at the asked size', async () => {
    const { browser, userId } = await member();
    const upload = await browser.fetch('/account/profile-photo', { method: 'PUT', body: await form(userId) });
    expect(upload.status).toBe(200);
    const { body } = await browser.gql(`query { session { user { avatarUrl big: avatarUrl(size: 100) } } }`);
    const { avatarUrl, big } = body.data.session.user;
    expect(avatarUrl).toMatch(new RegExp(`^/user-photo/${userId}/32\\.jpg\\?v=[0-9a-z]+$`));
    expect(big).toBe(avatarUrl.replace('/32.jpg', '/100.jpg'));
    const photo = await new Browser(gateway.url).fetch(avatarUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 32,
      height: 32,
    });
    const account = await browser.gql(`query { account { profile { photoUrl(size: 64) } } }`);
    expect(account.body.data.account.profile.photoUrl).toBe(avatarUrl.replace('/32.jpg', '/64.jpg'));

    // A new photo gets a new address, so the header's avatar cannot show the old one from a cache.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await browser.fetch('/account/profile-photo', { method: 'PUT', body: await form(userId) })).status).toBe(
      200,
    );
    const after = (await browser.gql(`query { session { user { avatarUrl } } }`)).body.data.session.user.avatarUrl;
    expect(after).toMatch(new RegExp(`^/user-photo/${userId}/32\\.jpg\\?v=`));
    expect(after).not.toBe(avatarUrl);
    expect((await new Browser(gateway.url).fetch(after)).status).toBe(200);
  });

  test('a photo over the limit is refused before it reaches the services; no photo answers 404', async () => {
    const { browser, userId } = await member();
    const huge = Buffer.alloc(6 * 1024 * 1024, 1);
    const response = await browser.fetch('/account/profile-photo', { method: 'PUT', body: await form(userId, huge) });
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('PHOTO_INVALID');
    // Sent in chunks without a length, the stream is cut off once it passes the limit.
    const boundary = 'muster-boundary';
    const chunk = new Uint8Array(1024 * 1024).fill(1);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0)
          controller.enqueue(
            new TextEncoder().encode(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
          );
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const chunked = await browser.fetch('/account/profile-photo', {
      method: 'PUT',
      body: stream,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await browser.fetch(`/user-photo/${userId}/32.jpg`)).status).toBe(404);
    expect((await browser.fetch(`/user-photo/${userId}/0.jpg`)).status).toBe(404);
  });
});

test("Query.account is the caller's own account whoever asks", async () => {
  const one = await member();
  const two = await member();
  expect((await one.browser.gql(ACCOUNT)).body.data.account.userId).toBe(one.userId);
  expect((await two.browser.gql(ACCOUNT)).body.data.account.userId).toBe(two.userId);
});
