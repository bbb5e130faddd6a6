import { jest } from '@jest/globals';
import type { SessionUserDto } from '@muster/contract';
import { type AccountsServices, asMember, members, PASSWORD, SITE, startAccounts } from '@muster/testkit/accounts';
import { backends } from '@muster/testkit';

const { helen, fresh, staff } = members;

// Every sign-in runs scrypt (about 50 ms): the throttling tests make dozens, slower still on a busy machine.
jest.setTimeout(30_000);

describe.each(backends)('emailed tokens and credentials on %s', (backend) => {
  let h: AccountsServices;
  beforeAll(async () => {
    h = await startAccounts({ backend });
  });
  afterAll(() => h.stop());
  const signIn = (username: string, password: string) => h.call('POST', '/auth/user', { body: { username, password } });

  describe('forgot and reset password', () => {
    test('any address answers 204; only a known one gets a mail with a reset link', async () => {
      expect((await h.call('POST', '/user/forgot-password?email=nobody@example.org')).status).toBe(204);
      expect(await h.lastMail('reset-password', 'nobody@example.org')).toBeUndefined();
      expect((await h.call('POST', '/user/forgot-password?email=Helen@Example.org')).status).toBe(204);
      const mail = await h.lastMail('reset-password', helen.email);
      expect(mail?.text).toContain(`${SITE}/reset-password/${mail?.token}`);
      expect((await h.call('POST', '/user/forgot-password')).status).toBe(400);
    });

    test('the token sets a new password once; a weak password does not spend it', async () => {
      await h.call('POST', '/user/forgot-password?email=helen@example.org');
      const { token } = (await h.lastMail('reset-password', helen.email))!;
      expect(await h.call('POST', '/user/reset-password', { body: { token, newPassword: 'password1' } })).toMatchObject(
        { status: 400, body: { failureReasons: ['DICTIONARY'] } },
      );
      expect(await h.call('POST', '/user/reset-password', { body: { token, newPassword: '' } })).toMatchObject({
        status: 400,
        body: { message: 'No password provided' },
      });
      const done = await h.call<SessionUserDto>('POST', '/user/reset-password', {
        body: { token, newPassword: 'Vicksburg-1863', sendEmail: true },
      });
      expect(done).toMatchObject({ status: 200, body: { userId: helen.id, credentialsVersion: 2 } });
      expect((await h.lastMail('password-changed', helen.email))?.subject).toBe('Your Muster password was changed');
      expect(
        await h.call('POST', '/user/reset-password', { body: { token, newPassword: 'Vicksburg-1864' } }),
      ).toMatchObject({ status: 400, body: { code: 'TOKEN_INVALID' } });
      expect((await signIn('hwhitcomb', 'Vicksburg-1863')).status).toBe(200);
      expect((await signIn('hwhitcomb', PASSWORD)).status).toBe(401);
    });

    test('a reset token expires after an hour, and a newer mail replaces it', async () => {
      await h.call('POST', '/user/forgot-password?email=archivist@example.org');
      const first = (await h.lastMail('reset-password', staff.email))!.token;
      await h.call('POST', '/user/forgot-password?email=archivist@example.org');
      const second = (await h.lastMail('reset-password', staff.email))!.token;
      expect(
        (await h.call('POST', '/user/reset-password', { body: { token: first, newPassword: 'Vicksburg-1863' } })).body
          .code,
      ).toBe('TOKEN_INVALID');
      h.clock.now += 3600_000 + 1;
      expect(
        (await h.call('POST', '/user/reset-password', { body: { token: second, newPassword: 'Vicksburg-1863' } })).body
          .code,
      ).toBe('TOKEN_INVALID');
      expect((await signIn('archivist', PASSWORD)).status).toBe(200);
    });

    test.each([{}, { token: 'x' }, { token: 'abc', newPassword: 5 * 1 }])(
      'a malformed reset %j is a 400',
      async (body) => {
        expect((await h.call('POST', '/user/reset-password', { body })).status).toBe(400);
      },
    );
  });

  describe('email verification', () => {
    test('resend mails a new link to an unconfirmed member; the link confirms once', async () => {
      expect(await h.call('POST', '/user/verify-email', { as: asMember(fresh) })).toMatchObject({
        status: 200,
        body: { sent: true },
      });
      const { token, text } = (await h.lastMail('verify-email', fresh.email))!;
      expect(text).toContain(`${SITE}/verify-email/${token}`);
      expect(await h.call(`POST`, `/user/verify-email/${token}`)).toMatchObject({
        status: 200,
        body: { userId: fresh.id, confirmed: true },
      });
      expect(await h.call(`POST`, `/user/verify-email/${token}`)).toMatchObject({
        status: 400,
        body: { code: 'TOKEN_INVALID' },
      });
      expect(await h.call('POST', '/user/verify-email', { as: asMember(fresh) })).toMatchObject({
        status: 200,
        body: { sent: false },
      });
    });

    test('a verification link lasts 7 days', async () => {
      const reg = await h.call<SessionUserDto>('POST', '/auth/register', {
        body: { email: 'late@example.org', password: 'Antietam-1862' },
      });
      const { token } = (await h.lastMail('verify-email', 'late@example.org'))!;
      h.clock.now += 7 * 24 * 3600_000 + 1;
      expect((await h.call('POST', `/user/verify-email/${token}`)).status).toBe(400);
      expect((await h.call('GET', '/user/self', { as: { userId: reg.body.userId } })).body.confirmed).toBe(false);
    });

    test('resend needs a member; a garbage token is a 400', async () => {
      expect(await h.call('POST', '/user/verify-email')).toMatchObject({
        status: 401,
        body: { code: 'NOT_SIGNED_IN' },
      });
      expect((await h.call('POST', '/user/verify-email/not a token')).status).toBe(400);
      expect((await h.call('POST', `/user/verify-email/${'A'.repeat(43)}`)).body.code).toBe('TOKEN_INVALID');
    });
  });

  describe('email change', () => {
    test('mails the new address; confirming switches, verifies and bumps the credentials version', async () => {
      const me = asMember(helen);
      const before = (await h.call<SessionUserDto>('GET', '/user/self', { as: me })).body;
      expect(
        await h.call('POST', '/user/email', { as: me, body: { newEmail: 'Helen.New@Example.org' } }),
      ).toMatchObject({ status: 200, body: { pendingEmail: 'helen.new@example.org' } });
      expect((await h.call('GET', `/user/full/${helen.id}`, { as: me })).body).toMatchObject({
        email: helen.email,
        pendingEmail: 'helen.new@example.org',
      });
      const { token, text } = (await h.lastMail('confirm-email-change', 'helen.new@example.org'))!;
      expect(text).toContain(`${SITE}/confirm-email-change/${token}`);
      const done = await h.call<SessionUserDto>('POST', `/user/confirm-email-change/${token}`);
      expect(done).toMatchObject({
        status: 200,
        body: { email: 'helen.new@example.org', confirmed: true, credentialsVersion: before.credentialsVersion + 1 },
      });
      expect(await h.lastMail('email-changed', helen.email)).toBeDefined();
      expect((await h.call('POST', `/user/confirm-email-change/${token}`)).body.code).toBe('TOKEN_INVALID');
      expect((await signIn('helen.new@example.org', 'Vicksburg-1863')).status).toBe(200);
    });

    test('an address taken before confirmation is refused then', async () => {
      const me = asMember(fresh);
      await h.call('POST', '/user/email', { as: me, body: { newEmail: 'contested@example.org' } });
      const { token } = (await h.lastMail('confirm-email-change', 'contested@example.org'))!;
      await h.call('POST', '/auth/register', { body: { email: 'contested@example.org', password: 'Antietam-1862' } });
      expect(await h.call('POST', `/user/confirm-email-change/${token}`)).toMatchObject({
        status: 409,
        body: { code: 'EMAIL_TAKEN' },
      });
      expect((await h.call('GET', '/user/self', { as: me })).body.email).toBe(fresh.email);
    });

    test.each([
      ['a bad address', 'not-an-email', 400, 'EMAIL_INVALID'],
      ['the current address', 'archivist@example.org', 400, 'EMAIL_INVALID'],
      ["another member's address", 'legacy@example.org', 409, 'EMAIL_TAKEN'],
    ])('%s is refused', async (_name, newEmail, status, code) => {
      expect(await h.call('POST', '/user/email', { as: asMember(staff), body: { newEmail } })).toMatchObject({
        status,
        body: { code },
      });
      expect((await h.call('GET', `/user/full/${staff.id}`, { as: asMember(staff) })).body.pendingEmail).toBeNull();
    });

    test('needs a member', async () => {
      expect((await h.call('POST', '/user/email', { body: { newEmail: 'x@example.org' } })).status).toBe(401);
      expect((await h.call('POST', '/user/email', { as: 'forged', body: { newEmail: 'x@example.org' } })).status).toBe(
        401,
      );
    });
  });

  describe('POST /user/password', () => {
    const me = () => asMember(staff);
    test.each([
      ['no new password', { newPassword: '', currentPassword: PASSWORD }, 'PASSWORD_INVALID', 'No password provided'],
      [
        'a wrong current password',
        { newPassword: 'Chancellorsville-1863', currentPassword: 'nope' },
        'CURRENT_PASSWORD_INCORRECT',
        'Your current password is incorrect',
      ],
      [
        'no current password',
        { newPassword: 'Chancellorsville-1863' },
        'CURRENT_PASSWORD_INCORRECT',
        'Your current password is incorrect',
      ],
      ['the same password', { newPassword: PASSWORD, currentPassword: PASSWORD }, 'SAME_PASSWORD', 'Same Password'],
      [
        'a weak password',
        { newPassword: 'abcdefgh', currentPassword: PASSWORD },
        'PASSWORD_INVALID',
        'Password must contain at least 1 digit.',
      ],
    ])('%s is a 400', async (_name, body, code, message) => {
      expect(await h.call('POST', '/user/password', { as: me(), body })).toMatchObject({
        status: 400,
        body: { code, message },
      });
    });

    test('changes the password, bumps the credentials version and mails a notice', async () => {
      const res = await h.call<SessionUserDto>('POST', '/user/password', {
        as: me(),
        body: { newPassword: 'Chancellorsville-1863', currentPassword: PASSWORD },
      });
      expect(res).toMatchObject({ status: 200, body: { userId: staff.id, credentialsVersion: 2 } });
      expect(await h.lastMail('password-changed', staff.email)).toBeDefined();
      expect((await signIn('archivist', 'Chancellorsville-1863')).status).toBe(200);
    });

    test('anonymous is a 401', async () => {
      expect((await h.call('POST', '/user/password', { body: { newPassword: 'Chancellorsville-1863' } })).status).toBe(
        401,
      );
    });
  });
});
