import { fixture } from '@muster/testkit/fixtures';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';
import { ANONYMOUS } from '../src/auth/identity';
import type { BearerResolver } from '../src/auth/bearer/bearer-credential';
import { budgetsFor } from '../src/limits/rate-budget';
import { Browser, SIGN_IN, setPassword } from './accounts-helpers';

/**
 * Rate limits per caller (issue 14 point 3, docs/api.md "Rate limits"): every answer reports its cost and the
 * caller's bucket, the requested cost is charged up front and settled to the actual one, a caller over budget
 * gets 429 THROTTLED with Retry-After and nothing runs, and visitors' addresses, members and keys each have a
 * bucket of their own. Budgets here are tiny so a few searches empty them.
 */
let services: TestServices;
let gateway: TestGateway;
const BUDGETS = { address: 1_000, account: 2_000, credential: 1_500 };
const MEMBER = { username: fixture.user.username, password: 'Rate-Limits-1863' };

/** `Bearer key-<n>` is a partner's key numbered n, acting as a visitor would. */
const testKeys: BearerResolver = async (token) =>
  token.startsWith('key-') ? { kind: 'api-key', id: token.slice(4), scopes: ['read'], identity: ANONYMOUS } : null;

beforeAll(async () => {
  services = await startServices();
  await setPassword(services.db.db, fixture.user.id, MEMBER.password);
  gateway = await startGateway({
    servicesUrl: services.url,
    warmCache: false,
    // Requests from this machine may name their address, so each test is a visitor of its own.
    trustProxy: '127.0.0.1',
    rateLimits: { windowSeconds: 60, budget: budgetsFor(BUDGETS) },
    bearerResolvers: [testKeys],
  });
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

let addresses = 0;
/** A visitor from an address no other test uses. */
const visitor = () => ({ 'x-forwarded-for': `198.51.100.${++addresses}` });

async function ask(query: string, headers: Record<string, string> = {}, browser = new Browser(gateway.url)) {
  const answer = await browser.gql(query, undefined, headers);
  const header = (name: string) => answer.headers.get(name);
  return { ...answer, cost: (answer.body as { extensions?: { cost?: any } }).extensions?.cost, header };
}

// 100 for the search, 1 for its results, 1 for each of up to 5 hits.
const FIVE_HITS = `{ search(query: { maxCount: 5, facetRequests: [] }) { total hits { title } } }`;

describe('what every answer reports', () => {
  test('extensions.cost: requested and actual cost and the bucket, and the X-RateLimit headers agree', async () => {
    const before = Date.now();
    const { status, body, cost, header } = await ask(FIVE_HITS, visitor());
    expect(status).toBe(200);
    const hits = body.data.search.hits.length;
    expect(cost).toEqual({
      requestedQueryCost: 106,
      actualQueryCost: 101 + hits,
      throttleStatus: {
        maximumAvailable: 1_000,
        // Charged 106 up front, given back what the answer did not hold.
        currentlyAvailable: 1_000 - 101 - hits,
        resetAt: expect.any(String),
      },
    });
    const resetAt = Date.parse(cost.throttleStatus.resetAt);
    expect(resetAt).toBeGreaterThan(before);
    expect(resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(header('x-ratelimit-limit')).toBe('1000');
    expect(header('x-ratelimit-remaining')).toBe(String(1_000 - 101 - hits));
    expect(Number(header('x-ratelimit-reset'))).toBe(Math.ceil(resetAt / 1000));
  });

  test('a request refused before it runs reports its bucket, charged nothing', async () => {
    const from = visitor();
    const { status, cost, header } = await ask(`{ search(`, from);
    expect(status).toBe(400);
    expect(cost).toEqual(
      expect.objectContaining({
        requestedQueryCost: 0,
        actualQueryCost: 0,
        throttleStatus: expect.objectContaining({ currentlyAvailable: 1_000 }),
      }),
    );
    expect(header('x-ratelimit-remaining')).toBe('1000');
  });

  test('a public answer from the shared response cache carries no caller cost or headers', async () => {
    const query = `{ publications { id title } }`;
    const first = await ask(query, visitor());
    expect(first.cost).toEqual(expect.objectContaining({ requestedQueryCost: expect.any(Number) }));
    const cached = await ask(query, visitor());
    expect(cached.body.data).toEqual(first.body.data);
    expect(cached.header('age')).not.toBeNull();
    expect(cached.cost).toBeUndefined();
    expect(cached.header('x-ratelimit-limit')).toBeNull();
  });
});

describe('over budget', () => {
  test('429 THROTTLED with Retry-After, nothing runs, and the refusal is not charged', async () => {
    const from = visitor();
    // Four pages of 100 ask for 804 and hold far fewer hits: what is left after is less than they ask.
    const heavy = `{ a: search(query: { maxCount: 100, facetRequests: [] }) { hits { title } } b: search(query: { maxCount: 100, facetRequests: [] }) { hits { title } } c: search(query: { maxCount: 100, facetRequests: [] }) { hits { title } } d: search(query: { maxCount: 100, facetRequests: [] }) { hits { title } } }`;
    const spent = await ask(heavy, from);
    expect(spent.cost.requestedQueryCost).toBe(4 * 201);
    const left = spent.cost.throttleStatus.currentlyAvailable;
    expect(left).toBeLessThan(4 * 201);

    services.resetRequests();
    const refused = await ask(heavy, from);
    expect(refused.status).toBe(429);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining(`This query costs 804 points and ${left} of your 1000 are left`),
        extensions: expect.objectContaining({ code: 'THROTTLED' }),
      }),
    ]);
    const retryAfter = Number(refused.header('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.cost).toEqual(
      expect.objectContaining({
        requestedQueryCost: 804,
        actualQueryCost: null,
        throttleStatus: expect.objectContaining({ currentlyAvailable: left }),
      }),
    );
    expect(refused.header('x-ratelimit-remaining')).toBe(String(left));
    expect(services.requests.filter((request) => request.includes('/search'))).toEqual([]);

    // What is left still buys a smaller query.
    const small = await ask(`{ search(query: { maxCount: 1, facetRequests: [] }) { total } }`, from);
    expect(small.status).toBe(200);
  });

  test('a query dearer than the whole budget is refused at once, saying so', async () => {
    const refused = await ask(`{ search(query: { maxCount: 100 }) { total } }`, visitor());
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.message).toContain('more than your whole budget of 1000');
  });
});

describe('buckets', () => {
  async function exhaust(headers: Record<string, string>, browser?: Browser) {
    const one = `{ search(query: { maxCount: 1, facetRequests: [] }) { total } }`;
    for (let i = 0; i < 20; i += 1) {
      const { status } = await ask(one, headers, browser);
      if (status === 429) return;
    }
    throw new Error('never throttled');
  }

  test('each address has its own', async () => {
    const spender = visitor();
    await exhaust(spender);
    expect((await ask(FIVE_HITS, spender)).status).toBe(429);
    const other = await ask(FIVE_HITS, visitor());
    expect(other.status).toBe(200);
    expect(other.cost.throttleStatus.maximumAvailable).toBe(1_000);
  });

  test('a signed-in member spends the account’s bucket, not the address’s', async () => {
    const from = visitor();
    const member = new Browser(gateway.url);
    const signIn = await member.gql(SIGN_IN, MEMBER, from);
    expect(signIn.body.errors).toBeUndefined();
    await exhaust(from);
    const asMember = await ask(FIVE_HITS, from, member);
    expect(asMember.status).toBe(200);
    expect(asMember.cost.throttleStatus.maximumAvailable).toBe(2_000);
    // The account's bucket follows the member to another address.
    const elsewhere = await ask(FIVE_HITS, visitor(), member);
    expect(elsewhere.cost.throttleStatus.currentlyAvailable).toBeLessThan(
      asMember.cost.throttleStatus.currentlyAvailable,
    );
  });

  test('each key has its own, whatever address it calls from', async () => {
    const from = visitor();
    await exhaust(from);
    const key = { ...from, authorization: 'Bearer key-1' };
    const first = await ask(FIVE_HITS, key);
    expect(first.status).toBe(200);
    expect(first.cost.throttleStatus.maximumAvailable).toBe(1_500);
    await exhaust(key);
    expect((await ask(FIVE_HITS, { ...visitor(), authorization: 'Bearer key-1' })).status).toBe(429);
    expect((await ask(FIVE_HITS, { ...from, authorization: 'Bearer key-2' })).status).toBe(200);
  });
});
