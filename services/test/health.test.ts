import { sql } from 'kysely';
import { openDb } from '@muster/services/db';
import { type TestServices, backends, openTestDb, startServices } from '@muster/testkit';
import { eventually } from '@muster/testkit/processes';
import { hostAndPort, startTcpProxy, throughProxy } from '@muster/testkit/tcp-proxy';

const METRICS_TOKEN = 'health-test-metrics-token';

describe.each(backends)('/health and /ready of the services on %s', (backend) => {
  let s: TestServices;
  beforeAll(async () => {
    s = await startServices({ backend, settings: { metricsToken: METRICS_TOKEN } });
  });
  afterAll(() => s.stop());

  it('answer anybody without credentials, naming states only (no versions, no errors, no addresses)', async () => {
    const health = await fetch(`${s.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    const ready = await fetch(`${s.url}/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'up' }, down: [] });
  });

  it('are left out of the request metrics, which still count other routes', async () => {
    for (let i = 0; i < 3; i++) await Promise.all([fetch(`${s.url}/ready`), fetch(`${s.url}/health`)]);
    expect((await fetch(`${s.url}/publication/`)).status).toBe(200);
    const text = await (
      await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(text).toMatch(/muster_service_requests_total\{[^}]*route="\/publication"/);
    expect(text).not.toMatch(/route="\/(ready|health)"/);
  });
});

describe.each(backends)('a draining services process on %s', (backend) => {
  let s: TestServices;
  beforeAll(async () => {
    s = await startServices({ backend });
  });
  afterAll(() => s.stop());

  it('says 503 draining on /ready and asks every caller to close its connection', async () => {
    s.app.beginDrain();
    const ready = await fetch(`${s.url}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining', checks: { database: 'up' }, down: [] });
    const page = await fetch(`${s.url}/health`);
    expect(page.status).toBe(200);
    expect(page.headers.get('connection')).toBe('close');
  });
});

const pgOnly = process.env.DATABASE_URL ? describe : describe.skip;

pgOnly('/ready of services whose PostgreSQL goes away', () => {
  it('answers 503 naming the database while PostgreSQL is unreachable, and 200 once it is back', async () => {
    const proxy = await startTcpProxy(hostAndPort(process.env.DATABASE_URL!, 5432));
    const t = await openTestDb('postgres');
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(t.db.db);
    const proxied = openDb({ databaseUrl: throughProxy(process.env.DATABASE_URL!, proxy), pgSchema: rows[0]!.schema });
    const s = await startServices({ db: { ...t, db: proxied } });
    try {
      expect((await fetch(`${s.url}/ready`)).status).toBe(200);
      await proxy.cut();
      const down = await fetch(`${s.url}/ready`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'unavailable', checks: { database: 'down' }, down: ['database'] });
      // The process itself is alive: a load balancer must not restart it for its database's sake.
      expect((await fetch(`${s.url}/health`)).status).toBe(200);
      await proxy.restore();
      expect(await eventually(async () => (await fetch(`${s.url}/ready`)).status === 200)).toBe(true);
    } finally {
      await s.stop();
      await proxied.close();
      await proxy.close();
      await t.dispose();
    }
  });
});
