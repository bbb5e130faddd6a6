import { randomBytes } from 'node:crypto';
import { createClient } from '@keyv/redis';
import { fixture } from '@muster/testkit/fixtures';
import { TTL } from '../src/cache';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';

/**
 * The Redis tier (ARCHITECTURE "Scaling past one machine"): gateways behind a load balancer share one cache,
 * so what one gateway read from the services another serves without asking them again. Runs when REDIS_URL
 * is set (CI); the services use PostgreSQL too when DATABASE_URL is set.
 */
const redisUrl = process.env.REDIS_URL;
const maybe = redisUrl ? describe : describe.skip;

/** Unique to this run, so parallel runs (and real gateways) on the same Redis never see each other's keys. */
const namespace = `muster-test-${randomBytes(6).toString('hex')}`;
const FIVE_MINUTES_MS = 5 * 60_000;

const CATALOGUE = 'query PartnerCatalogue { publications { id title accessLevel } }';

maybe('two gateways sharing Redis', () => {
  let redis: ReturnType<typeof createClient>;
  let services: TestServices;
  let gatewayA: TestGateway;
  let gatewayB: TestGateway;

  /** Every key this run wrote, whatever prefix keyv and @keyv/redis put after the namespace. */
  async function runKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const batch of redis.scanIterator({ MATCH: `${namespace}:*`, COUNT: 1000 })) keys.push(...batch);
    return keys.sort();
  }

  const publicationCalls = () => services.requests.filter((r) => /^GET \/publication(\/|\?|$)/.test(r));
  // Each gateway asks once (then a minute from its own memory) which institution the caller's address belongs
  // to: that is about the caller, not shared data, so it is left out of what the shared cache must spare.
  const dataCalls = () => services.requests.filter((r) => !r.startsWith('GET /user/institution/'));

  beforeAll(async () => {
    redis = createClient({ url: redisUrl });
    await redis.connect();
    services = await startServices();
    // No warm-up read at start-up: the test decides which gateway fills the cache.
    const options = { servicesUrl: services.url, redisUrl, cacheNamespace: namespace, warmCache: false };
    gatewayA = await startGateway(options);
    gatewayB = await startGateway(options);
  }, 180_000);

  afterAll(async () => {
    await gatewayA?.stop();
    await gatewayB?.stop();
    await services?.stop();
    if (redis?.isOpen) {
      const keys = await runKeys();
      if (keys.length > 0) await redis.del(keys);
      expect(await runKeys()).toEqual([]);
      await redis.quit();
    }
  });

  test('the run starts with an empty namespace', async () => {
    expect(await runKeys()).toEqual([]);
  });

  test('the publication list cached by gateway A is served by gateway B without calling the publication service', async () => {
    services.resetRequests();
    const fromA = await gatewayA.gql(CATALOGUE);
    expect(fromA.body.errors).toBeUndefined();
    expect(fromA.body.data.publications).toHaveLength(Object.keys(fixture.publications).length);
    expect(publicationCalls()).toEqual(['GET /publication']);
    expect((await runKeys()).some((key) => key.includes('publications:all@'))).toBe(true);

    services.resetRequests();
    const fromB = await gatewayB.gql(CATALOGUE);
    expect(fromB.body.errors).toBeUndefined();
    expect(fromB.body.data).toEqual(fromA.body.data);
    expect(dataCalls()).toEqual([]);

    // Not only A's whole response: B's own resolvers read the shared list, for another selection and by id.
    const other = await gatewayB.gql(
      `query($id: Int!) { publications { id shortTitle } publication(id: $id) { id title } }`,
      { id: fixture.publications.pensions },
    );
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data.publications.map((p: { id: string }) => p.id)).toEqual(
      fromA.body.data.publications.map((p: { id: string }) => p.id),
    );
    expect(other.body.data.publication).toEqual({
      id: `PUBLICATION:${fixture.publications.pensions}`,
      title: 'Civil War Pension Index Cards',
    });
    expect(dataCalls()).toEqual([]);
  });

  test('the empty search page read by gateway A from the cache service is served by gateway B from Redis', async () => {
    const EMPTY = '{ emptySearch { total facets { type values { value count } } } }';
    services.resetRequests();
    const fromA = await gatewayA.gql(EMPTY);
    expect(fromA.body.errors).toBeUndefined();
    expect(services.requests.filter((r) => r.startsWith('GET /cache/emptySearch'))).toHaveLength(1);

    services.resetRequests();
    const fromB = await gatewayB.gql(EMPTY);
    expect(fromB.body.data).toEqual(fromA.body.data);
    expect(dataCalls()).toEqual([]);
  });

  test('the shared entries carry the five-minute lifetime', async () => {
    expect(TTL.publications).toBe(FIVE_MINUTES_MS);
    const keys = await runKeys();
    const list = keys.find((key) => key.includes('publications:all@'));
    expect(list).toBeDefined();
    const listTtl = await redis.pTTL(list!);
    expect(listTtl).toBeGreaterThan(FIVE_MINUTES_MS - 60_000);
    expect(listTtl).toBeLessThanOrEqual(FIVE_MINUTES_MS);
    // Nothing the gateways wrote (the list, whole public responses) lives longer, or forever (PTTL -1).
    for (const key of keys) {
      const ttl = await redis.pTTL(key);
      expect({ key, expires: ttl > 0 && ttl <= FIVE_MINUTES_MS }).toEqual({ key, expires: true });
    }
  });
});
