import nodemailer, { type SendMailOptions } from 'nodemailer';
import { openDb } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { createMailer } from './mailer';
import { verifyEmailMail } from './messages';

test('a queued mail is in the outbox, and with a transport it is sent after the transaction and marked sent', async () => {
  const handle = openDb({ sqliteFile: ':memory:' });
  try {
    await migrateToLatest(handle.db);
    const sent: unknown[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: SendMailOptions) => {
      sent.push(mail);
      return original(mail);
    }) as typeof transport.sendMail;
    const mailer = createMailer({ db: handle.db, transport });
    const message = verifyEmailMail('new@example.org', 7, 'TOKEN123', 'https://muster.test/');
    expect(message.text).toContain('https://muster.test/verify-email/TOKEN123');
    const id = await handle.db
      .transaction()
      .execute((trx) => mailer.queue(trx, message, new Date('2026-01-01T00:00:00Z')));
    expect(
      await handle.db.selectFrom('mail_outbox').select(['recipient', 'kind', 'token', 'sent_at']).execute(),
    ).toEqual([{ recipient: 'new@example.org', kind: 'verify-email', token: 'TOKEN123', sent_at: null }]);
    await mailer.deliver([id]);
    expect(sent).toMatchObject([{ to: 'new@example.org', subject: 'Please verify your email address' }]);
    expect(
      (await handle.db.selectFrom('mail_outbox').select('sent_at').executeTakeFirstOrThrow()).sent_at,
    ).not.toBeNull();
  } finally {
    await handle.close();
  }
});
