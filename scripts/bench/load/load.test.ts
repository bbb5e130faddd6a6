// The load bench's visit against a real site (services and gateway over the tiny demo data, SQLite or PostgreSQL
// as the environment says): every step a user takes answers 2xx with what the next step needs, so the bench
// cannot quietly turn into a run of errors or skipped steps when the website's operations change.
import { jest } from '@jest/globals';
import { startStack, type Stack } from '@muster/testkit';
import { addBenchMembers, benchMembers, benchSearches, type SearchSeed } from './load-accounts';
import { Tally } from './tally';
import { stateAt, walkVisit } from './virtual-users';
import { visit } from './visit';
import type { Member } from './visit';

jest.setTimeout(300_000);

let stack: Stack;
let members: Member[];
let seeds: SearchSeed[];
let surnames: string[];
let commonWord: string;

beforeAll(async () => {
  stack = await startStack({ data: 'tiny' });
  const usernames = await addBenchMembers(stack.db, 3);
  seeds = await benchSearches(stack.db);
  surnames = seeds.map((s) => s.surname);
  members = await benchMembers(stack.url, usernames);
  const rank = await stack.db.db
    .selectFrom('index_records')
    .select((eb) => ['rank', eb.fn.countAll<number>().as('n')])
    .where('rank', 'is not', null)
    .groupBy('rank')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  commonWord = rank.rank!;
});
afterAll(() => stack?.stop());

const KINDS = [
  'home',
  'sign-in',
  'search',
  'search facets',
  'search page',
  'record',
  'viewer',
  'info.json',
  'tile',
  'memorial editor',
  'memorial save',
  'sign-out',
];

test('each member has an account of their own and a memorial they own', async () => {
  expect(new Set(members.map((m) => m.username)).size).toBe(3);
  expect(new Set(members.map((m) => m.memorialId)).size).toBe(3);
  for (const m of members) expect(m.memorialId).toMatch(/^STORY_PAGE:\d+$/);
  // A second set-up (a reused database) finds the same accounts and memorials rather than making more.
  const again = await benchMembers(stack.url, await addBenchMembers(stack.db, 3));
  expect(again.map((m) => [m.username, m.memorialId])).toEqual(members.map((m) => [m.username, m.memorialId]));
});

test('every step of the visit answers 2xx, with nothing refused', async () => {
  const tally = new Tally();
  const site = { target: stack.url, tally };
  // Two search by surname as in the bench; the tiny data's surnames fill no second page, even of 20 hits (the
  // website's smallest page), so the third searches the commonest rank, and pages on.
  const terms = [{ lastName: surnames[0]! }, { lastName: surnames[1]! }, { keywords: commonWord }];
  await Promise.all(
    members.map((member, i) => walkVisit(site, { member, terms: terms[i]!, pageSize: 20, cookie: null })),
  );
  expect([...tally.kinds.keys()].sort()).toEqual([...KINDS].sort());
  for (const [kind, { statuses, problems, ms }] of tally.kinds) {
    expect({ kind, statuses: [...statuses.keys()] }).toEqual({ kind, statuses: ['200'] });
    expect({ kind, problems: [...problems] }).toEqual({ kind, problems: [] });
    expect(ms.length).toBeGreaterThan(0);
  }
  // Only the surname searches may lack a second page; nothing else a visit needs may be missing.
  expect([...tally.skipped.keys()].filter((step) => step !== 'next page')).toEqual([]);
  expect(tally.kinds.get('tile')!.ms.length).toBeGreaterThanOrEqual(3 * 4);
  expect(tally.serverErrors()).toBe(0);
});

test('a user who starts the run part-way through a visit holds what the steps from there need', async () => {
  for (let entry = 0; entry < visit.length; entry++) {
    const tally = new Tally();
    // A session of its own each time: the walk from each entry ends by signing out.
    const before = { member: members[0]!, terms: {}, pageSize: 20, cookie: null };
    await visit.find((s) => s.name === 'sign-in')!.run({ target: stack.url, tally: new Tally() }, before);
    const state = stateAt(entry, { ...members[0]!, session: before.cookie! }, seeds[0]!, 20);
    for (const step of visit.slice(entry)) {
      await step.run({ target: stack.url, tally }, state);
      // The facet chosen from the seed's record is one the search knows: its hits include that record's.
      if (step.name === 'facet') expect(state.search!.totalCount).toBeGreaterThan(0);
    }
    for (const [kind, { statuses, problems }] of tally.kinds) {
      expect({ entry, kind, statuses: [...statuses.keys()] }).toEqual({ entry, kind, statuses: ['200'] });
      expect({ entry, kind, problems: [...problems] }).toEqual({ entry, kind, problems: [] });
    }
    expect([...tally.skipped.keys()].filter((step) => step !== 'next page')).toEqual([]);
    expect(tally.kinds.has('sign-out')).toBe(true);
  }
});

test('the memorial save reaches the database, under the member who owns it', async () => {
  const ids = members.map((m) => Number(m.memorialId.split(':')[1]));
  const rows = await stack.db.db
    .selectFrom('memorials')
    .innerJoin('users', 'users.id', 'memorials.owner_id')
    .select(['memorials.description', 'users.username'])
    .where('memorials.id', 'in', ids)
    .execute();
  expect(rows.map((r) => r.username).sort()).toEqual(members.map((m) => m.username).sort());
  for (const row of rows) expect(row.description).toMatch(/^Edited by the load bench at /);
});

test('a refused sign-in is counted as a problem, not passed over', async () => {
  const tally = new Tally();
  const member = { ...members[0]!, password: 'not-the-password-1' };
  const state = { member, terms: { lastName: surnames[0]! }, pageSize: 20, cookie: null };
  await visit.find((s) => s.name === 'sign-in')!.run({ target: stack.url, tally }, state);
  expect(state.cookie).toBeNull();
  expect(tally.kinds.get('sign-in')!.problems.size).toBeGreaterThan(0);
});
