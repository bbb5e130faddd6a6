import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { fixture } from '@muster/testkit/fixtures';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';
import { Browser, SESSION, SIGN_IN, SIGN_OUT, setPassword } from './accounts-helpers';

/**
 * Sessions in Redis (REDIS_URL, e.g. redis://127.0.0.1:6379): two gateways share them, nothing is written to
 * the sessions table, and sign-out removes the key. Keys use a prefix of this run, removed afterwards.
 */
const redisUrl = process.env.REDIS_URL;
const maybe = redisUrl ? describe : describe.skip;

maybe('sessions in Redis', () => {
  const run = randomBytes(6).toString('hex');
  const prefix = `muster-test-sess-${run}:`;
  const cacheNamespace = `muster-test-cache-${run}`;
  const redis = createClient({ url: redisUrl });
  let services: TestServices;
  let a: TestGateway;
  let b: TestGateway;
  const credentials = { username: fixture.user.username, password: 'Subscriber-1862' };
  const keys = () => redis.keys(`${prefix}*`);

  beforeAll(async () => {
    await redis.connect();
    services = await startServices();
    await setPassword(services.db.db, fixture.user.id, credentials.password);
    const options = {
      servicesUrl: services.url,
      warmCache: false,
      redisUrl,
      cacheNamespace,
      session: { redisPrefix: prefix },
    };
    a = await startGateway(options);
    b = await startGateway(options);
  }, 180_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await services?.stop();
    for (const key of [...(await redis.keys(`${prefix}*`)), ...(await redis.keys(`*${cacheNamespace}*`))])
      await redis.del(key);
    await redis.quit();
  });

  test('a session made on one gateway is served by the other, from Redis rather than the database', async () => {
    const browser = new Browser(a.url);
    expect((await browser.gql(SIGN_IN, credentials)).body.errors).toBeUndefined();
    const sid = decodeURIComponent(browser.sid!).replace(/^s:/, '').split('.')[0];
    expect(await keys()).toEqual([`${prefix}${sid}`]);
    expect(await redis.ttl(`${prefix}${sid}`)).toBeGreaterThan(29 * 24 * 3600);
    expect(await services.db.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    const { body } = await browser.at(b.url).gql(SESSION);
    expect(body.data.session.user.userId).toBe(fixture.user.id);
  });

  test('sign-out on one gateway ends the session on both', async () => {
    const browser = new Browser(b.url);
    expect((await browser.gql(SIGN_IN, credentials)).body.errors).toBeUndefined();
    const cookie = browser.sid!;
    await browser.at(a.url).gql(SIGN_OUT);
    const replay = new Browser(b.url);
    replay.cookies.set('muster.sid', { value: cookie, attributes: [] });
    const { body, headers } = await replay.gql(SESSION);
    expect(body.data.session.user).toBeNull();
    expect(headers.get('x-muster-signout')).toBe('page-expired');
  });
});
