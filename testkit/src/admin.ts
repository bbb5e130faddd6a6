import type { Kysely } from 'kysely';
import type { Database } from '@muster/services/db';

// What tests ask the database directly, beside the services' own routes (the staff's view of a row).

/** The newest outbox mail of a kind to an address. */
export function lastMail(db: Kysely<Database>, kind: string, to: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['subject', 'text', 'token'])
    .where('kind', '=', kind)
    .where('recipient', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** A member's account status as stored. */
export async function accountStatus(db: Kysely<Database>, userId: number): Promise<string> {
  return (await db.selectFrom('users').select('account_status').where('id', '=', userId).executeTakeFirstOrThrow())
    .account_status;
}
