import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/database';
import type { MailMessage } from './messages';

/**
 * Mail goes to the `mail_outbox` table first, in the caller's transaction, so a token is never stored
 * without its mail (without SMTP_URL the outbox is where development reads it). With SMTP_URL set, queued
 * rows are sent after the transaction commits, marked sent and redacted: a sent row keeps no usable token,
 * so the outbox (or a copy of the database) opens no account.
 */
export interface Mailer {
  /** Writes the message to the outbox inside `trx`; returns its row id for `deliver`. */
  queue(trx: Kysely<Database>, message: MailMessage, now: Date): Promise<number>;
  /** Sends queued rows over SMTP when configured; never throws (a failed send stays unsent in the outbox). */
  deliver(ids: number[]): Promise<void>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  /** e.g. smtp://user:pass@mail.example.org:587; unset keeps mail in the outbox only. */
  smtpUrl?: string;
  /** A ready transport instead of SMTP_URL (tests use nodemailer's JSON transport). */
  transport?: Transporter;
  from?: string;
  log?: (message: string) => void;
}

export function createMailer({
  db,
  smtpUrl,
  transport: given,
  from = 'Muster <no-reply@muster.test>',
  log = () => {},
}: MailerOptions): Mailer {
  const transport = given ?? (smtpUrl ? nodemailer.createTransport(smtpUrl) : null);
  return {
    async queue(trx, message, now) {
      const row = await trx
        .insertInto('mail_outbox')
        .values({
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          kind: message.kind,
          token: message.token ?? null,
          user_id: message.userId,
          created: now.toISOString(),
          sent_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async deliver(ids) {
      if (!transport || ids.length === 0) return;
      let rows;
      try {
        rows = await db
          .selectFrom('mail_outbox')
          .selectAll()
          .where('id', 'in', ids)
          .where('sent_at', 'is', null)
          .execute();
      } catch (err) {
        log(`mail outbox not read: ${(err as Error).message}`);
        return;
      }
      for (const row of rows) {
        try {
          await transport.sendMail({ from, to: row.recipient, subject: row.subject, text: row.text });
          await db
            .updateTable('mail_outbox')
            .set({ sent_at: new Date().toISOString(), ...redacted(row) })
            .where('id', '=', row.id)
            .execute();
        } catch (err) {
          // The address and kind only: the text carries a token.
          log(`mail ${row.kind} to ${row.recipient} not sent: ${(err as Error).message}`);
        }
      }
    },
  };
}

export const REDACTED = '[redacted]';

/** The sent copy of a row: its token gone from the column and from the text (the link in the mail). */
function redacted(row: { text: string; token: string | null }): { text: string; token: null } {
  return { text: row.token ? row.text.split(row.token).join(REDACTED) : row.text, token: null };
}
