import { type TestGateway, type TestServices, startGateway, startServices } from '@muster/testkit';
import { eventually, freePort } from '@muster/testkit/processes';
import { hostAndPort, startTcpProxy, throughProxy } from '@muster/testkit/tcp-proxy';

const METRICS_TOKEN = 'health-test-metrics-token';

describe('/health and /ready of the gateway', () => {
  let s: TestServices;
  let g: TestGateway;
  beforeAll(async () => {
    s = await startServices();
    g = await startGateway({ servicesUrl: s.url, metricsToken: METRICS_TOKEN, warmCache: false });
  });
  afterAll(async () => {
    await g.stop();
    await s.stop();
  });

  it('answer anybody without credentials, naming states only', async () => {
    const health = await fetch(`${g.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${g.url}/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready', checks: { services: 'up' }, down: [] });
  });

  it('are left out of the request metrics, which still count GraphQL', async () => {
    for (let i = 0; i < 3; i++) await Promise.all([fetch(`${g.url}/ready`), fetch(`${g.url}/health`)]);
    expect((await g.gql('{ __typename }')).status).toBe(200);
    const text = await (
      await fetch(`${g.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(text).toMatch(/route="\/graphql"/);
    expect(text).not.toMatch(/route="\/(ready|health)"/);
  });

  it('says 503 naming the services when none answers, while /health stays 200', async () => {
    const orphan = await startGateway({ servicesUrl: `http://127.0.0.1:${await freePort()}`, warmCache: false });
    try {
      const ready = await fetch(`${orphan.url}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', checks: { services: 'down' }, down: ['services'] });
      expect((await fetch(`${orphan.url}/health`)).status).toBe(200);
    } finally {
      await orphan.stop();
    }
  });

  it('says 503 draining once draining begins, and asks callers to close their connections', async () => {
    const leaving = await startGateway({ servicesUrl: s.url, warmCache: false });
    try {
      leaving.gateway.beginDrain();
      const ready = await fetch(`${leaving.url}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'draining', checks: { services: 'up' }, down: [] });
      const answer = await fetch(`${leaving.url}/health`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('connection')).toBe('close');
    } finally {
      await leaving.stop();
    }
  });
});

const redisOnly = process.env.REDIS_URL ? describe : describe.skip;

redisOnly('/ready of a gateway whose Redis goes away', () => {
  it('answers 503 naming Redis while it is unreachable, and 200 once it is back', async () => {
    const s = await startServices();
    const proxy = await startTcpProxy(hostAndPort(process.env.REDIS_URL!, 6379));
    const g = await startGateway({
      servicesUrl: s.url,
      redisUrl: throughProxy(process.env.REDIS_URL!, proxy),
      cacheNamespace: `health-${process.pid}`,
      warmCache: false,
    });
    try {
      expect(await eventually(async () => (await fetch(`${g.url}/ready`)).status === 200)).toBe(true);
      await proxy.cut();
      const down = await fetch(`${g.url}/ready`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({
        status: 'unavailable',
        checks: { services: 'up', redis: 'down' },
        down: ['redis'],
      });
      expect((await fetch(`${g.url}/health`)).status).toBe(200);
      await proxy.restore();
      expect(await eventually(async () => (await fetch(`${g.url}/ready`)).status === 200)).toBe(true);
    } finally {
      await g.stop();
      await proxy.close();
      await s.stop();
    }
  });
});
