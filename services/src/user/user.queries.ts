import { type Kysely, type Updateable, sql } from 'kysely';
import type { Database } from '../db/database';
import { endMemberGrants } from '../oauth/oauth.queries';
import type { User, UserTable } from './user.table';

/** One user by id, open or closed. */
export function userById(db: Kysely<Database>, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function usersByIds(db: Kysely<Database>, ids: number[]): Promise<User[]> {
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}

/** The account a sign-in names: an email when it holds an @, otherwise a username; case is ignored. */
export function userByLogin(db: Kysely<Database>, login: string): Promise<User | undefined> {
  return userBy(db, login.includes('@') ? 'email' : 'username', login);
}

export function userBy(db: Kysely<Database>, column: 'email' | 'username', value: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(${sql.ref(column)})`, '=', value.toLowerCase())
    .executeTakeFirst();
}

/** Whether an address is another account's email (a pending change does not hold it: confirming checks again). */
export async function emailTaken(
  db: Kysely<Database>,
  email: string,
  exceptUserId: number | null = null,
): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase());
  if (exceptUserId !== null) query = query.where('id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function usernameTaken(
  db: Kysely<Database>,
  username: string,
  exceptUserId: number | null = null,
): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase());
  if (exceptUserId !== null) query = query.where('id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('closed', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  howDidYouHear: string | null;
  joinDate: string;
}

/**
 * Inserts a member with the next id. The users table takes explicit ids (the demo data brings its own), so
 * the id is max + 1 inside the caller's transaction; a concurrent insert that wins the id makes this throw
 * a unique violation, which the caller turns into a retry.
 */
export async function insertUser(trx: Kysely<Database>, user: NewUser): Promise<number> {
  const max = await trx
    .selectFrom('users')
    .select((eb) => eb.fn.max<number | null>('id').as('max'))
    .executeTakeFirstOrThrow();
  const id = Number(max.max ?? 0) + 1;
  await trx
    .insertInto('users')
    .values({
      id,
      username: user.username,
      email: user.email,
      password_hash: user.passwordHash,
      account_status: 'non-subscriber',
      confirmed: 0,
      roles: '[]',
      institution_id: null,
      join_date: user.joinDate,
      how_did_you_hear: user.howDidYouHear,
    })
    .execute();
  return id;
}

export async function updateUser(db: Kysely<Database>, id: number, changes: Updateable<UserTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Changes credentials (password, email, roles) and bumps the version that ends older sessions, apps' tokens too. */
export async function updateCredentials(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<UserTable>,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ ...changes, credentials_version: eb('credentials_version', '+', 1) }))
    .where('id', '=', id)
    .execute();
  await endMemberGrants(db, id);
}
