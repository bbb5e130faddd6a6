// The bench's members: an account of its own for every virtual user, made up front with the data tools (the
// sign-up form allows 30 registrations per address in 10 minutes), each a subscriber owning one memorial, which
// is made through the website's own CreateMemorial so it is indexed and owned as a member's would be.
import { hashPassword } from '@muster/services/auth';
import type { Db } from '@muster/services/db';
import type { Member } from './visit';
import { type Call, mutation, query } from './website-operations';

export const BENCH_PASSWORD = 'Load-bench-1863';
const username = (i: number) => `loaduser${String(i + 1).padStart(4, '0')}`;

/** Adds (or, on a reused database, resets) `count` members with the bench's password; answers their usernames. */
export async function addBenchMembers({ db }: Db, count: number): Promise<string[]> {
  const hash = await hashPassword(BENCH_PASSWORD);
  const names = Array.from({ length: count }, (_, i) => username(i));
  await db.transaction().execute(async (trx) => {
    const existing = new Set(
      (await trx.selectFrom('users').select('username').where('username', 'in', names).execute()).map(
        (u) => u.username,
      ),
    );
    await trx
      .updateTable('users')
      .set({ password_hash: hash, account_status: 'annual-subscriber', confirmed: 1, closed: 0, locked_at: null })
      .where('username', 'in', names)
      .execute();
    const max = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.max<number | null>('id').as('max'))
      .executeTakeFirstOrThrow();
    const fresh = names.filter((name) => !existing.has(name));
    const first = Number(max.max ?? 0) + 1;
    for (let at = 0; at < fresh.length; at += 200)
      await trx
        .insertInto('users')
        .values(
          fresh.slice(at, at + 200).map((name, i) => ({
            id: first + at + i,
            username: name,
            email: `${name}@load.muster.test`,
            password_hash: hash,
            account_status: 'annual-subscriber',
            confirmed: 1,
            roles: '[]',
            institution_id: null,
            join_date: new Date().toISOString(),
            password_update_required: 0,
          })),
        )
        .execute();
  });
  return names;
}

/**
 * A surname the users search for (the commonest in the index, so most searches have a second page) with what a
 * user who is further into a visit of it already holds: how many records carry it, one of them, its page scan and
 * its conflict (a user starts the run at any step of the visit, as on a site in use).
 */
export interface SearchSeed {
  surname: string;
  records: number;
  recordId: string;
  imageId: string;
  conflict: string;
}

export async function benchSearches({ db }: Db, count = 100): Promise<SearchSeed[]> {
  const rows = await db
    .selectFrom('index_records')
    .select((eb) => ['surname', eb.fn.countAll<number>().as('n'), eb.fn.min('id').as('first')])
    .where('surname', '!=', '')
    .groupBy('surname')
    .orderBy('n', 'desc')
    .orderBy('surname')
    .limit(count)
    .execute();
  const records = await db
    .selectFrom('index_records')
    .select(['id', 'image_id', 'conflict'])
    .where(
      'id',
      'in',
      rows.map((r) => Number(r.first)),
    )
    .execute();
  const byId = new Map(records.map((r) => [r.id, r]));
  return rows.flatMap((r) => {
    const record = byId.get(Number(r.first));
    return record
      ? [
          {
            surname: r.surname,
            records: Number(r.n),
            recordId: `INDEX_RECORD:${record.id}`,
            imageId: `IMAGE:${record.image_id}`,
            conflict: record.conflict,
          },
        ]
      : [];
  });
}

/**
 * Signs each member in once and finds or makes their memorial (not measured). The session is kept: a user who
 * starts the run past the sign-in step is one who signed in before it began.
 */
export async function benchMembers(target: string, usernames: string[], concurrency = 4): Promise<Member[]> {
  const members: Member[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < usernames.length) {
        const name = usernames[next++]!;
        members.push({ username: name, password: BENCH_PASSWORD, ...(await memorialOf(target, name)) });
      }
    }),
  );
  return members.sort((a, b) => a.username.localeCompare(b.username));
}

async function memorialOf(target: string, name: string): Promise<{ memorialId: string; session: string }> {
  const signIn = await call(target, mutation('setup', 'SignIn', { username: name, password: BENCH_PASSWORD }, null));
  const cookie = signIn.cookie;
  if (!signIn.data?.signIn?.session?.user || !cookie) throw new Error(`${name} could not sign in to ${target}`);
  const mine = await call(target, query('setup', 'YourMemorials', { first: 1, after: null }, cookie));
  let id: string | undefined = mine.data?.myMemorials?.edges?.[0]?.node?.id;
  if (!id) {
    const input = { type: 'PERSON', title: `${name}'s great-grandfather`, description: 'Served 1861-1865.' };
    const made = await call(target, mutation('setup', 'CreateMemorial', { input }, cookie));
    id = made.data?.createMemorial?.memorial?.id;
  }
  if (!id) throw new Error(`${name} has no memorial and could not make one`);
  return { memorialId: id, session: cookie };
}

/** What set-up reads of the answers. */
interface SetupData {
  signIn?: { session?: { user?: { userId: number } | null } | null };
  myMemorials?: { edges?: { node: { id: string } }[] };
  createMemorial?: { memorial?: { id: string } | null };
}

async function call(target: string, c: Call): Promise<{ data: SetupData | undefined; cookie: string | null }> {
  const response = await fetch(new URL(c.path, target), { method: c.method, headers: c.headers, body: c.body });
  const text = await response.text();
  const body = JSON.parse(text) as { data?: SetupData; errors?: { message: string }[] };
  if (response.status !== 200 || body.errors?.length)
    throw new Error(`${c.path.split('?')[0]} during set-up: HTTP ${response.status} ${text.slice(0, 300)}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return { data: body.data, cookie: cookies.length ? cookies.join('; ') : null };
}
