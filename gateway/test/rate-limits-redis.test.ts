import { randomBytes } from 'node:crypto';
import net, { type AddressInfo, type Socket } from 'node:net';
import { jest } from '@jest/globals';
import { createClient } from 'redis';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';
import { ANONYMOUS } from '../src/auth/identity';
import { budgetsFor, type RateCaller } from '../src/limits/rate-budget';
import { RateBuckets } from '../src/limits/rate-buckets';

/**
 * The Redis tier of the rate limits (docs/api.md "Rate limits"): a caller's bucket is one, whichever gateway
 * behind the load balancer answers, so spreading requests over instances buys nothing. Runs when REDIS_URL is set.
 */
const redisUrl = process.env.REDIS_URL;
const maybe = redisUrl ? describe : describe.skip;
const namespace = `muster-test-rate-${randomBytes(6).toString('hex')}`;
const QUERY = `{ search(query: { maxCount: 1, facetRequests: [] }) { total } }`; // 101, whatever it finds

maybe('two gateways sharing Redis', () => {
  const redis = createClient({ url: redisUrl });
  let services: TestServices;
  let a: TestGateway;
  let b: TestGateway;

  beforeAll(async () => {
    await redis.connect();
    services = await startServices();
    const options = {
      servicesUrl: services.url,
      redisUrl,
      cacheNamespace: namespace,
      warmCache: false,
      rateLimits: { windowSeconds: 60, budget: budgetsFor({ address: 500, account: 500, credential: 500 }) },
    };
    a = await startGateway(options);
    b = await startGateway(options);
  }, 180_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await services?.stop();
    const keys = await redis.keys(`${namespace}:*`);
    if (keys.length > 0) await redis.del(keys);
    await redis.quit();
  });

  async function ask(gateway: TestGateway) {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY }),
    });
    return { status: response.status, remaining: Number(response.headers.get('x-ratelimit-remaining')) };
  }

  test('what one gateway charged the other counts, and both refuse once the bucket is empty', async () => {
    expect(await ask(a)).toEqual({ status: 200, remaining: 399 });
    expect(await ask(b)).toEqual({ status: 200, remaining: 298 });
    expect(await ask(a)).toEqual({ status: 200, remaining: 197 });
    expect(await ask(b)).toEqual({ status: 200, remaining: 96 });
    expect(await ask(a)).toEqual({ status: 429, remaining: 96 });
    expect(await ask(b)).toEqual({ status: 429, remaining: 96 });
    // The bucket lives in Redis with the window's lifetime.
    const [key] = await redis.keys(`${namespace}:rate*`);
    expect(await redis.get(key!)).toBe('404');
    expect(await redis.pTTL(key!)).toBeGreaterThan(0);
    expect(await redis.pTTL(key!)).toBeLessThanOrEqual(60_000);
  });
});

/** A TCP hop in front of Redis that the test can cut, as a network fault or a Redis restart would. */
async function cuttableRedis(target: URL) {
  const sockets = new Set<Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

maybe('Redis down', () => {
  test('each instance counts in its own memory, logging it, instead of failing or waiting', async () => {
    const hop = await cuttableRedis(new URL(redisUrl!));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const caller: RateCaller = { bucket: 'address', key: '192.0.2.1', identity: ANONYMOUS };
    const namespace = `muster-test-rate-down-${randomBytes(6).toString('hex')}`;
    const buckets = await RateBuckets.create({ windowSeconds: 60, budget: () => 1_000 }, hop.url, namespace);
    try {
      expect(await buckets.charge(caller, 300)).toEqual({ charged: expect.objectContaining({ points: 300 }) });
      hop.cut();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = Date.now();
      // The memory bucket starts afresh: 1,000 − 400, not what Redis had counted.
      const during = await buckets.charge(caller, 400);
      expect(during).toEqual({
        charged: expect.objectContaining({ status: expect.objectContaining({ currentlyAvailable: 600 }) }),
      });
      expect(Date.now() - started).toBeLessThan(500);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('rate limits: Redis unavailable'), expect.anything());
    } finally {
      hop.cut();
      await buckets.close();
      errors.mockRestore();
      const redis = createClient({ url: redisUrl });
      await redis.connect();
      await redis.del(await redis.keys(`${namespace}:*`));
      await redis.quit();
    }
  });
});
