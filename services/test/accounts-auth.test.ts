import { jest } from '@jest/globals';
import type { SessionUserDto } from '@muster/contract';
import { verifyPassword } from '../src/auth/password-hash';
import { type AccountsServices, members, PASSWORD, SITE, startAccounts } from '@muster/testkit/accounts';
import { backends } from '@muster/testkit';

// Every sign-in runs scrypt (about 50 ms): the throttling tests make dozens, slower still on a busy machine.
jest.setTimeout(30_000);

describe.each(backends)('auth service on %s', (backend) => {
  let h: AccountsServices;
  beforeAll(async () => {
    h = await startAccounts({ backend });
  });
  afterAll(() => h.stop());

  describe('POST /auth/register', () => {
    test('makes an unconfirmed Basic member, mails the verification link, and the password is hashed', async () => {
      const res = await h.call<SessionUserDto>('POST', '/auth/register', {
        body: {
          email: ' New.Member@Example.org ',
          password: 'Antietam-1862',
          username: 'new.member',
          howDidYouHearAboutUs: 'A friend',
        },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        username: 'new.member',
        email: 'new.member@example.org',
        accountStatus: 'non-subscriber',
        confirmed: false,
        roles: [],
        hasPhoto: false,
        photoVersion: null,
        credentialsVersion: 1,
      });
      const row = await h.db.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', res.body.userId)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(await verifyPassword('Antietam-1862', row.password_hash)).toBe(true);
      expect(row.how_did_you_hear).toBe('A friend');
      const mail = await h.lastMail('verify-email', 'new.member@example.org');
      expect(mail?.text).toContain(`${SITE}/verify-email/${mail?.token}`);
      expect(mail?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    test('without a username, one is made from the email', async () => {
      const res = await h.call<SessionUserDto>('POST', '/auth/register', {
        body: { email: 'hwhitcomb@elsewhere.org', password: 'Antietam-1862' },
      });
      expect(res.status).toBe(201);
      expect(res.body.username).toMatch(/^hwhitcomb\d{4}$/);
    });

    test.each([
      ['a taken email (any case)', { email: 'HELEN@example.org', password: 'Antietam-1862' }, 409, 'EMAIL_TAKEN'],
      [
        'a taken username (any case)',
        { email: 'other@example.org', password: 'Antietam-1862', username: 'HWhitcomb' },
        409,
        'USERNAME_TAKEN',
      ],
      ['a bad email', { email: 'helen.example.org', password: 'Antietam-1862' }, 400, 'EMAIL_INVALID'],
      [
        'a bad username',
        { email: 'other@example.org', password: 'Antietam-1862', username: 'no spaces' },
        400,
        'USERNAME_INVALID',
      ],
    ])('%s is refused and nothing is stored', async (_name, body, status, code) => {
      const before = await h.db.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(await h.call('POST', '/auth/register', { body })).toMatchObject({ status, body: { code } });
      const after = await h.db.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    test('a weak password names every broken rule; a common one is DICTIONARY', async () => {
      expect(
        await h.call('POST', '/auth/register', { body: { email: 'weak@example.org', password: 'abc' } }),
      ).toMatchObject({
        status: 400,
        body: {
          code: 'PASSWORD_INVALID',
          message: 'Password must contain at least 8 characters.',
          failureReasons: ['SHORT', 'NON_NUMERIC'],
        },
      });
      expect(
        await h.call('POST', '/auth/register', { body: { email: 'weak@example.org', password: '123456789' } }),
      ).toMatchObject({
        status: 400,
        body: { failureReasons: ['NUMBERS'] },
      });
      expect(
        await h.call('POST', '/auth/register', { body: { email: 'weak@example.org', password: 'password1' } }),
      ).toMatchObject({
        status: 400,
        body: {
          code: 'PASSWORD_INVALID',
          message: 'Password cannot be a common word or phrase.',
          failureReasons: ['DICTIONARY'],
        },
      });
      expect(
        await h.call('POST', '/auth/register', { body: { email: 'weak@example.org', password: '' } }),
      ).toMatchObject({
        status: 400,
        body: { message: 'No password provided' },
      });
      expect((await h.call('GET', '/auth/validate-email?email=weak@example.org')).body).toEqual({
        valid: true,
        available: true,
      });
    });

    test.each([
      ['no body', undefined],
      ['no password', { email: 'x@example.org' }],
      ['a number for an email', { email: 5, password: 'Antietam-1862' }],
      ['an enormous password', { email: 'x@example.org', password: 'x'.repeat(2000) }],
    ])('%s is a 400', async (_name, body) => {
      expect((await h.call('POST', '/auth/register', { body: body ?? {} })).status).toBe(400);
    });
  });

  test('GET /auth/validate-email answers valid and available', async () => {
    expect((await h.call('GET', '/auth/validate-email?email=helen@example.org')).body).toEqual({
      valid: true,
      available: false,
    });
    expect((await h.call('GET', '/auth/validate-email?email=nobody@example.org')).body).toEqual({
      valid: true,
      available: true,
    });
    expect((await h.call('GET', '/auth/validate-email?email=nobody')).body).toEqual({ valid: false, available: false });
    expect((await h.call('GET', '/auth/validate-email')).status).toBe(400);
  });

  test.each([
    ['Antietam-1862', true, []],
    ['short1', false, ['SHORT']],
    ['abcdefghij', false, ['NON_NUMERIC']],
    ['1234567890', false, ['NUMBERS']],
    ['x1'.repeat(40), false, ['LONG']],
    ['Password1', false, ['DICTIONARY']],
    ['qwerty123', false, ['DICTIONARY']],
  ])('POST /auth/validate-password %s', async (password, IsValid, FailureReasonCode) => {
    expect((await h.call('POST', '/auth/validate-password', { body: { password } })).body).toEqual({
      IsValid,
      FailureReasonCode,
    });
  });

  describe('POST /auth/user', () => {
    test('signs in by username or email, any case', async () => {
      for (const username of ['hwhitcomb', 'HWhitcomb', 'helen@example.org', 'Helen@Example.org']) {
        const res = await h.call<SessionUserDto>('POST', '/auth/user', { body: { username, password: PASSWORD } });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          userId: 1,
          username: 'hwhitcomb',
          email: 'helen@example.org',
          confirmed: true,
        });
      }
    });

    test.each([
      ['a wrong password', 'hwhitcomb', 'Wrong-password-1'],
      ['an unknown username', 'nobody-at-all', PASSWORD],
      ['an unknown email', 'nobody@example.org', PASSWORD],
    ])('%s is a 401 with the spec message', async (_name, username, password) => {
      expect(await h.call('POST', '/auth/user', { body: { username, password } })).toMatchObject({
        status: 401,
        body: {
          code: 'CREDENTIALS',
          message:
            'The email/username and password you entered did not match our records. Please double-check and try again.',
        },
      });
    });

    test('an empty password or login is a 400', async () => {
      expect((await h.call('POST', '/auth/user', { body: { username: 'hwhitcomb', password: '' } })).status).toBe(400);
      expect((await h.call('POST', '/auth/user', { body: { password: PASSWORD } })).status).toBe(400);
    });
  });

  describe('forced password update', () => {
    test('sign-in asks for it only once the password is right', async () => {
      expect(
        await h.call('POST', '/auth/user', { body: { username: 'legacy', password: 'Wrong-password-1' } }),
      ).toMatchObject({ status: 401, body: { code: 'CREDENTIALS' } });
      expect(await h.call('POST', '/auth/user', { body: { username: 'legacy', password: PASSWORD } })).toMatchObject({
        status: 401,
        body: { code: 'PASSWORD_UPDATE_REQUIRED', message: 'Password update required' },
      });
    });

    test('POST /auth/update-password checks the old password and the rules, then clears the flag', async () => {
      const base = { username: 'legacy', password: PASSWORD };
      expect(
        await h.call('POST', '/auth/update-password', {
          body: { ...base, password: 'Wrong-password-1', newPassword: 'Shiloh-1862!' },
        }),
      ).toMatchObject({ status: 401, body: { code: 'CREDENTIALS' } });
      expect(await h.call('POST', '/auth/update-password', { body: { ...base, newPassword: PASSWORD } })).toMatchObject(
        { status: 400, body: { code: 'SAME_PASSWORD', message: 'Same Password' } },
      );
      expect(
        await h.call('POST', '/auth/update-password', { body: { ...base, newPassword: 'letmein1' } }),
      ).toMatchObject({ status: 400, body: { failureReasons: ['DICTIONARY'] } });
      const done = await h.call<SessionUserDto>('POST', '/auth/update-password', {
        body: { ...base, newPassword: 'Shiloh-1862!' },
      });
      expect(done).toMatchObject({ status: 200, body: { userId: members.legacy.id, credentialsVersion: 2 } });
      expect(
        (await h.call('POST', '/auth/user', { body: { username: 'legacy', password: 'Shiloh-1862!' } })).status,
      ).toBe(200);
      expect((await h.call('POST', '/auth/user', { body: { username: 'legacy', password: PASSWORD } })).status).toBe(
        401,
      );
    });
  });
});
