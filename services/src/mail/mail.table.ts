import type { Generated } from 'kysely';
import type { Stamp } from '../db/columns';

/** Every mail the services send, written in the transaction that made its token; SMTP delivery is extra. */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text: string;
  kind: string;
  token: string | null;
  user_id: number | null;
  created: Stamp;
  sent_at: Stamp | null;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
