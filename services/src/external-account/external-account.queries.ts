import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { User } from '../user/user.table';

/** The member linked to a provider's account, open or closed. */
export async function linkedUser(db: Kysely<Database>, provider: string, subject: string): Promise<User | undefined> {
  return db
    .selectFrom('external_accounts')
    .innerJoin('users', 'users.id', 'external_accounts.user_id')
    .selectAll('users')
    .where('external_accounts.provider', '=', provider)
    .where('external_accounts.subject', '=', subject)
    .executeTakeFirst();
}

/**
 * Open accounts the provider's person may be: the same address or the same username (case ignored), leaving
 * out members already linked to another account of this provider.
 */
export async function candidates(
  db: Kysely<Database>,
  provider: string,
  email: string | null,
  username: string | null,
): Promise<User[]> {
  if (!email && !username) return [];
  return db
    .selectFrom('users')
    .selectAll()
    .where('closed', '=', 0)
    .where((eb) =>
      eb.or([
        ...(email ? [eb(eb.fn('lower', ['email']), '=', email.toLowerCase())] : []),
        ...(username ? [eb(eb.fn('lower', ['username']), '=', username.toLowerCase())] : []),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('external_accounts')
            .select('external_accounts.id')
            .whereRef('external_accounts.user_id', '=', 'users.id')
            .where('external_accounts.provider', '=', provider),
        ),
      ),
    )
    .orderBy('id')
    .limit(10)
    .execute();
}

export async function linkOf(db: Kysely<Database>, userId: number, provider: string) {
  return db
    .selectFrom('external_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

export async function insertLink(
  db: Kysely<Database>,
  link: { provider: string; subject: string; userId: number; email: string | null; created: string },
): Promise<void> {
  await db
    .insertInto('external_accounts')
    .values({
      provider: link.provider,
      subject: link.subject,
      user_id: link.userId,
      email: link.email,
      created: link.created,
    })
    .execute();
}

/** Removes every provider link of a member (staff "remove an external account link"); the providers removed. */
export async function removeLinks(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db.deleteFrom('external_accounts').where('user_id', '=', userId).returning('provider').execute();
  return rows.map((r) => r.provider);
}
