import { jest } from '@jest/globals';
import { ACCOUNT_LOCKED_MESSAGE, LOCKED_MESSAGE } from '@muster/contract';
import { hashPassword } from '../src/auth/password-hash';
import { type AccountsServices, header, members, PASSWORD, SITE, startAccounts } from '@muster/testkit/accounts';
import { backends } from '@muster/testkit';

// Every sign-in runs scrypt (about 50 ms) and the account-wide lock takes fifty of them.
jest.setTimeout(60_000);

const WRONG = 'Wrong-password-1';
const HALF_HOUR = 30 * 60_000;

describe.each(backends)('sign-in lockout on %s', (backend) => {
  let h: AccountsServices;
  beforeAll(async () => {
    h = await startAccounts({ backend });
  });
  afterAll(() => h.stop());

  // What the gateway sends: its signed header and the browser's address.
  const from = (ip: string) => ({ 'x-muster-auth': header({}), 'x-muster-client-ip': ip });
  const signIn = (username: string, password: string, ip: string) =>
    h.call('POST', '/auth/user', { body: { username, password }, headers: from(ip) });
  let nextId = 100;
  /** A member of its own, so the account-wide counts of one test never reach another. */
  async function newMember(username: string) {
    const id = nextId++;
    await h.db.db
      .insertInto('users')
      .values({
        id,
        username,
        email: `${username}@example.org`,
        password_hash: await hashPassword(PASSWORD),
        account_status: 'non-subscriber',
        confirmed: 1,
        roles: '[]',
        institution_id: null,
        join_date: '2024-01-01T00:00:00.000Z',
      })
      .execute();
    return { id, username, email: `${username}@example.org` };
  }
  const unlockMails = (email: string) =>
    h.db.db
      .selectFrom('mail_outbox')
      .select(['token', 'text'])
      .where('kind', '=', 'unlock-account')
      .where('recipient', '=', email)
      .execute();

  test('five failures from one address lock that login there only: the owner signs in from another address', async () => {
    const { username } = await newMember('besieged');
    for (let i = 0; i < 5; i++) expect((await signIn(username, WRONG, '203.0.113.66')).status).toBe(401);
    // The attacker's address is locked with the spec's message, even with the right password...
    expect(await signIn(username, PASSWORD, '203.0.113.66')).toMatchObject({
      status: 429,
      body: { code: 'THROTTLED', message: LOCKED_MESSAGE },
    });
    // ...while the owner, elsewhere, is not locked out.
    expect((await signIn(username, PASSWORD, '198.51.100.20')).status).toBe(200);
    h.clock.now += HALF_HOUR - 60_000;
    expect((await signIn(username, PASSWORD, '203.0.113.66')).status).toBe(429);
    h.clock.now += 60_000 + 1;
    expect((await signIn(username, PASSWORD, '203.0.113.66')).status).toBe(200);
  });

  test('a success clears the failures of its own address: four more do not lock', async () => {
    const { username } = await newMember('typist');
    for (let i = 0; i < 4; i++) await signIn(username, WRONG, '198.51.100.21');
    expect((await signIn(username, PASSWORD, '198.51.100.21')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(username, WRONG, '198.51.100.21')).status).toBe(401);
    expect((await signIn(username, PASSWORD, '198.51.100.21')).status).toBe(200);
  });

  test('an unknown login locks after five failures like a real one, so the lock does not tell who is a member', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('Nobody-Here', WRONG, '203.0.113.67')).status).toBe(401);
    expect(await signIn('nobody-here', WRONG, '203.0.113.67')).toMatchObject({
      status: 429,
      body: { code: 'THROTTLED', message: LOCKED_MESSAGE },
    });
    h.clock.now += HALF_HOUR + 1;
  });

  test('failures spread over more than 30 minutes do not lock', async () => {
    const { username } = await newMember('patient');
    for (let i = 0; i < 6; i++) {
      expect((await signIn(username, WRONG, '198.51.100.7')).status).toBe(401);
      h.clock.now += 8 * 60_000;
    }
    expect((await signIn(username, PASSWORD, '198.51.100.7')).status).toBe(200);
  });

  test('20 failures from one address lock that address for every account, not other addresses', async () => {
    for (let i = 0; i < 20; i++) expect((await signIn(`someone${i}`, WRONG, '203.0.113.9')).status).toBe(401);
    expect((await signIn(members.helen.username, PASSWORD, '203.0.113.9')).status).toBe(429);
    expect((await signIn(members.helen.username, PASSWORD, '203.0.113.10')).status).toBe(200);
    h.clock.now += HALF_HOUR + 1;
    expect((await signIn(members.helen.username, PASSWORD, '203.0.113.9')).status).toBe(200);
  });

  test('the client address header counts only with a valid internal auth header', async () => {
    // A forged gateway header: the forwarded address is ignored, so failures land on the socket address (loopback).
    const forged = { 'x-muster-auth': header('forged'), 'x-muster-client-ip': '192.0.2.200' };
    for (let i = 0; i < 20; i++)
      await h.call('POST', '/auth/user', { body: { username: `ghost${i}`, password: WRONG }, headers: forged });
    expect((await h.call('POST', '/auth/user', { body: { username: 'hwhitcomb', password: PASSWORD } })).status).toBe(
      429,
    );
    expect((await signIn('hwhitcomb', PASSWORD, '192.0.2.200')).status).toBe(200);
    h.clock.now += HALF_HOUR + 1;
  });

  test('50 failures in a day lock the account everywhere until its emailed unlock link is used', async () => {
    const owner = await newMember('targeted');
    const attacker = '203.0.113.99';
    const home = '198.51.100.50';
    // One attacker's address, five tries every half hour: 45 failures, and the owner still signs in from home.
    for (let round = 0; round < 9; round++) {
      for (let i = 0; i < 5; i++) expect((await signIn(owner.username, WRONG, attacker)).status).toBe(401);
      expect((await signIn(owner.username, PASSWORD, attacker)).status).toBe(429);
      h.clock.now += HALF_HOUR + 1;
    }
    expect((await signIn(owner.username, PASSWORD, home)).status).toBe(200);
    expect(await unlockMails(owner.email)).toEqual([]);

    // The 50th failure locks the account: from anywhere, even with the right password, with its own message.
    for (let i = 0; i < 4; i++) expect((await signIn(owner.username, WRONG, attacker)).status).toBe(401);
    expect(await signIn(owner.username, WRONG, attacker)).toMatchObject({
      status: 429,
      body: { code: 'ACCOUNT_LOCKED', message: ACCOUNT_LOCKED_MESSAGE },
    });
    expect(await signIn(owner.username, PASSWORD, home)).toMatchObject({
      status: 429,
      body: { code: 'ACCOUNT_LOCKED' },
    });
    expect(await signIn(owner.email, PASSWORD, '192.0.2.1')).toMatchObject({
      status: 429,
      body: { code: 'ACCOUNT_LOCKED' },
    });
    // The lock does not lift with time...
    h.clock.now += 2 * 24 * 3600_000;
    expect((await signIn(owner.username, PASSWORD, home)).status).toBe(429);

    // ...only with the one mail sent when it locked, whose link unlocks once.
    const mails = await unlockMails(owner.email);
    expect(mails).toHaveLength(1);
    const token = mails[0].token!;
    expect(mails[0].text).toContain(`${SITE}/unlock-account/${token}`);
    expect((await h.call('POST', `/auth/unlock-account/${token}`, { headers: from(home) })).status).toBe(204);
    expect((await signIn(owner.username, PASSWORD, home)).status).toBe(200);
    expect(await h.call('POST', `/auth/unlock-account/${token}`, { headers: from(home) })).toMatchObject({
      status: 400,
      body: { code: 'TOKEN_INVALID' },
    });
    // The count starts afresh: the attacker has five more tries at a time, not an instant relock.
    for (let i = 0; i < 5; i++) expect((await signIn(owner.username, WRONG, attacker)).status).toBe(401);
    expect((await signIn(owner.username, PASSWORD, attacker)).status).toBe(429);
    expect((await signIn(owner.username, PASSWORD, home)).status).toBe(200);
    expect(await unlockMails(owner.email)).toHaveLength(1);
  });

  test('a password reset unlocks a locked account too', async () => {
    const owner = await newMember('forgetful');
    await h.db.db
      .updateTable('users')
      .set({ locked_at: new Date(h.clock.now).toISOString() })
      .where('id', '=', owner.id)
      .execute();
    expect((await signIn(owner.username, PASSWORD, '198.51.100.60')).status).toBe(429);
    expect(
      (await h.call('POST', `/user/forgot-password?email=${owner.email}`, { headers: from('198.51.100.60') })).status,
    ).toBe(204);
    const { token } = (await h.lastMail('reset-password', owner.email))!;
    expect(
      (
        await h.call('POST', '/user/reset-password', {
          body: { token, newPassword: 'Appomattox-1865' },
          headers: from('198.51.100.60'),
        })
      ).status,
    ).toBe(200);
    expect((await signIn(owner.username, 'Appomattox-1865', '198.51.100.60')).status).toBe(200);
  });

  test.each([
    ['an unknown token', 'A'.repeat(43), 400],
    ['a token of another kind', null, 400],
    ['a malformed token', 'not a token', 400],
  ])('unlocking with %s is refused with a code', async (_name, given, status) => {
    let token = given;
    if (token === null) {
      await h.call('POST', '/user/forgot-password?email=archivist@example.org');
      token = (await h.lastMail('reset-password', members.staff.email))!.token!;
    }
    const answer = await h.call('POST', `/auth/unlock-account/${encodeURIComponent(token)}`);
    expect(answer.status).toBe(status);
    if (given !== 'not a token') expect(answer.body.code).toBe('TOKEN_INVALID');
  });
});
