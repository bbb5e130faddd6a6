import { createHash } from 'node:crypto';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { MAIL_THROTTLED_MESSAGE, RATE_LIMITED_MESSAGE } from '@muster/contract';
import { createMailer } from '../src/mail/mailer';
import { type AccountsServices, asMember, header, members, SITE, startAccounts } from '@muster/testkit/accounts';
import { backends } from '@muster/testkit';

const { helen, fresh } = members;
const HOUR = 3600_000;

describe.each(backends)('account mail and availability limits on %s', (backend) => {
  let h: AccountsServices;
  /** What the SMTP server would have received. */
  const sent: SendMailOptions[] = [];
  beforeAll(async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const send = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: SendMailOptions) => {
      sent.push(mail);
      return send(mail);
    }) as typeof transport.sendMail;
    // The mailer needs the test database, which the harness opens: built lazily on first use.
    let mailer: ReturnType<typeof createMailer> | undefined;
    h = await startAccounts({
      backend,
      settings: {
        accounts: {
          mailer: {
            queue: (trx, message, now) =>
              (mailer ??= createMailer({ db: h.db.db, transport })).queue(trx, message, now),
            deliver: (ids) => (mailer ??= createMailer({ db: h.db.db, transport })).deliver(ids),
          },
        },
      },
    });
  });
  afterAll(() => h.stop());

  const from = (ip: string, as: Parameters<typeof header>[0] = {}) => ({
    'x-muster-auth': header(as),
    'x-muster-client-ip': ip,
  });
  const forgot = (email: string, ip: string) =>
    h.call('POST', `/user/forgot-password?email=${encodeURIComponent(email)}`, { headers: from(ip) });
  const outbox = (kind: string, to: string) =>
    h.db.db
      .selectFrom('mail_outbox')
      .select(['token', 'text', 'sent_at'])
      .where('kind', '=', kind)
      .where('recipient', '=', to)
      .orderBy('id')
      .execute();
  /** Waits for the mailer, which sends after the request's transaction has committed. */
  async function delivered(count: number, to: string): Promise<SendMailOptions[]> {
    for (let i = 0; i < 200; i++) {
      const mine = sent.filter((m) => m.to === to);
      if (mine.length >= count && (await outbox('reset-password', to)).every((row) => row.sent_at !== null))
        return mine;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no ${count} mails to ${to}`);
  }

  test('a sent mail keeps no usable token in the outbox; the token in the mail works, and only its hash is stored', async () => {
    expect((await forgot(helen.email, '198.51.100.1')).status).toBe(204);
    const [mail] = await delivered(1, helen.email);
    const token = String(mail.text).match(/\/reset-password\/([A-Za-z0-9_-]{43})/)![1];
    const [row] = await outbox('reset-password', helen.email);
    expect(row.token).toBeNull();
    expect(row.text).not.toContain(token);
    expect(row.text).toContain(`${SITE}/reset-password/[redacted]`);
    const stored = await h.db.db
      .selectFrom('user_tokens')
      .select('token_hash')
      .where('user_id', '=', helen.id)
      .where('kind', '=', 'reset-password')
      .execute();
    expect(stored.map((t) => t.token_hash)).toEqual([createHash('sha256').update(token).digest('base64url')]);
    // Someone who reads the outbox holds nothing that opens the account: neither "[redacted]" nor the old column.
    expect(
      (
        await h.call('POST', '/user/reset-password', {
          body: { token: '[redacted]', newPassword: 'Fredericksburg-1862' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await h.call('POST', '/user/reset-password', { body: { token, newPassword: 'Fredericksburg-1862' } })).status,
    ).toBe(200);
  });

  test('reset mails: five an hour to one address, whoever asks; the sixth is refused with a code and not sent', async () => {
    const before = (await outbox('reset-password', fresh.email)).length;
    for (let i = 0; i < 5; i++) expect((await forgot(fresh.email, `198.51.100.${10 + i}`)).status).toBe(204);
    expect(await forgot(fresh.email, '198.51.100.30')).toMatchObject({
      status: 429,
      body: { code: 'MAIL_THROTTLED', message: MAIL_THROTTLED_MESSAGE },
    });
    expect((await outbox('reset-password', fresh.email)).length).toBe(before + 5);
    // An address that is nobody's is refused the same way, so the refusal does not tell who is a member.
    for (let i = 0; i < 5; i++) expect((await forgot('stranger@example.net', `198.51.100.${40 + i}`)).status).toBe(204);
    expect((await forgot('stranger@example.net', '198.51.100.50')).status).toBe(429);
    h.clock.now += HOUR + 1;
    expect((await forgot(fresh.email, '198.51.100.30')).status).toBe(204);
    expect((await outbox('reset-password', fresh.email)).length).toBe(before + 6);
  });

  test('token mails: twenty an hour from one client address, then refused; other addresses are not', async () => {
    for (let i = 0; i < 20; i++) expect((await forgot(`sweep${i}@example.net`, '203.0.113.5')).status).toBe(204);
    expect(await forgot(helen.email, '203.0.113.5')).toMatchObject({ status: 429, body: { code: 'MAIL_THROTTLED' } });
    expect((await forgot(helen.email, '203.0.113.6')).status).toBe(204);
    h.clock.now += HOUR + 1;
  });

  test('verification mails: resending is limited per recipient, and nothing is sent beyond it', async () => {
    await h.db.db.updateTable('users').set({ confirmed: 0 }).where('id', '=', helen.id).execute();
    const resend = (ip: string) => h.call('POST', '/user/verify-email', { headers: from(ip, asMember(helen)) });
    for (let i = 0; i < 5; i++)
      expect(await resend(`192.0.2.${i}`)).toMatchObject({ status: 200, body: { sent: true } });
    expect(await resend('192.0.2.9')).toMatchObject({
      status: 429,
      body: { code: 'MAIL_THROTTLED', message: MAIL_THROTTLED_MESSAGE },
    });
    expect((await outbox('verify-email', helen.email)).length).toBe(5);
    await h.db.db.updateTable('users').set({ confirmed: 1 }).where('id', '=', helen.id).execute();
    h.clock.now += HOUR + 1;
  });

  test('email-change confirmations count against the new address, so a member cannot flood a stranger', async () => {
    const change = (to: string) =>
      h.call('POST', '/user/email', { body: { newEmail: to }, headers: from('192.0.2.77', asMember(fresh)) });
    for (let i = 0; i < 5; i++) expect((await change('victim@example.net')).status).toBe(200);
    expect(await change('victim@example.net')).toMatchObject({ status: 429, body: { code: 'MAIL_THROTTLED' } });
    expect((await outbox('confirm-email-change', 'victim@example.net')).length).toBe(5);
    h.clock.now += HOUR + 1;
  });

  test('availability checks and registrations: 30 per 10 minutes from one address, then a coded refusal', async () => {
    const email = (ip: string, address = 'someone@example.net') =>
      h.call('GET', `/auth/validate-email?email=${address}`, { headers: from(ip) });
    const username = (ip: string) => h.call('GET', '/user/username-available?username=someone', { headers: from(ip) });
    for (let i = 0; i < 20; i++) expect((await email('203.0.113.40')).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await username('203.0.113.40')).status).toBe(200);
    expect(
      (
        await h.call('POST', '/auth/register', {
          body: { email: 'late.comer@example.net', password: 'Antietam-1862' },
          headers: from('203.0.113.40'),
        })
      ).status,
    ).toBe(201);
    // The 31st, whichever it is, is refused without an answer about the address.
    expect(await email('203.0.113.40', helen.email)).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE },
    });
    expect((await username('203.0.113.40')).status).toBe(429);
    expect(
      (
        await h.call('POST', '/auth/register', {
          body: { email: 'other.comer@example.net', password: 'Antietam-1862' },
          headers: from('203.0.113.40'),
        })
      ).status,
    ).toBe(429);
    expect(
      await h.db.db.selectFrom('users').select('id').where('email', '=', 'other.comer@example.net').executeTakeFirst(),
    ).toBeUndefined();
    expect((await email('203.0.113.41', helen.email)).body).toEqual({ valid: true, available: false });
    h.clock.now += 10 * 60_000 + 1;
    expect((await email('203.0.113.40')).status).toBe(200);
  });
});
