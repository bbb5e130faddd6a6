import path from 'node:path';
import { type TestDb, openTestDb } from '@muster/testkit';
import { seedFixtures } from '@muster/testkit/fixtures';
import { type MusterProcess, connectionRefused, slowPost, startMusterProcess } from '@muster/testkit/processes';

/**
 * Issue 17 point 5, on a gateway process of its own (in front of a services process): SIGTERM turns /ready to
 * 503 at once, the listener closes after DRAIN_DELAY_MS, a GraphQL request already in flight is still answered,
 * and the process exits 0 once it is.
 */
describe('a gateway process on SIGTERM', () => {
  let t: TestDb;
  let services: MusterProcess;
  let gateway: MusterProcess | undefined;

  beforeAll(async () => {
    t = await openTestDb('sqlite');
    await seedFixtures(t.db.db, t.dataDir);
    services = await startMusterProcess('services', {
      SQLITE_FILE: path.join(t.dataDir, 'test.sqlite'),
      DATABASE_URL: '',
      DATA_DIR: t.dataDir,
    });
  });
  afterEach(() => gateway?.kill());
  afterAll(async () => {
    await services.kill();
    await t.dispose();
  });

  it('answers the request in flight, says 503 on /ready, refuses new connections, and exits 0', async () => {
    gateway = await startMusterProcess('gateway', {
      SERVICES_URL: services.url,
      REDIS_URL: '',
      CLIENT_DIST: '',
      RATE_LIMITS: 'off',
      // As npm start and the cluster run it: Apollo would stop itself at SIGTERM in production unless told not to.
      NODE_ENV: 'production',
      DRAIN_DELAY_MS: '1500',
      DRAIN_TIMEOUT_MS: '20000',
    });
    expect((await fetch(`${gateway.url}/ready`)).status).toBe(200);
    const inFlight = await slowPost(`${gateway.url}/graphql`, JSON.stringify({ query: '{ __typename }' }));
    gateway.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await fetch(`${gateway.url}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    // Until the listener closes (a load balancer still sending), a new operation is answered, not refused.
    const late = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({ data: { __typename: 'Query' } });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await connectionRefused(`${gateway.url}/health`)).toBe(true);
    expect(gateway.child.exitCode).toBeNull();
    const answer = await inFlight.finish();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { __typename: 'Query' } });
    expect(await gateway.exited).toBe(0);
    // The services behind it were not disturbed.
    expect((await fetch(`${services.url}/ready`)).status).toBe(200);
  });
});
