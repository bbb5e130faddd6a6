import path from 'node:path';
import { sql } from 'kysely';
import { type TestDb, backends, openTestDb } from '@muster/testkit';
import { seedFixtures } from '@muster/testkit/fixtures';
import { type MusterProcess, connectionRefused, slowPost, startMusterProcess } from '@muster/testkit/processes';

/**
 * Issue 17 point 5, on a services process of its own: SIGTERM turns /ready to 503 at once, the listener closes
 * after DRAIN_DELAY_MS, a request already in flight is still answered, and the process exits 0 once it is.
 */
describe.each(backends)('the services on %s drain on SIGTERM', (backend) => {
  let t: TestDb;
  let env: Record<string, string>;
  let services: MusterProcess | undefined;

  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedFixtures(t.db.db, t.dataDir);
    env = { SQLITE_FILE: path.join(t.dataDir, 'test.sqlite'), DATABASE_URL: '', DATA_DIR: t.dataDir };
    if (backend === 'postgres') {
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(t.db.db);
      env = { ...env, DATABASE_URL: process.env.DATABASE_URL!, DATABASE_SCHEMA: rows[0]!.schema };
    }
  });
  afterEach(() => services?.kill());
  afterAll(() => t.dispose());

  it('answers the request in flight, says 503 on /ready, refuses new connections, and exits 0', async () => {
    services = await startMusterProcess('services', { ...env, DRAIN_DELAY_MS: '1500', DRAIN_TIMEOUT_MS: '20000' });
    expect((await fetch(`${services.url}/ready`)).status).toBe(200);
    const inFlight = await slowPost(
      `${services.url}/fold31-api/obj-ref/mcontent`,
      JSON.stringify([{ contentType: 'IMAGE', objectId: 1 }]),
    );
    services.child.kill('SIGTERM');
    // At once: a load balancer's next check sees the process leaving, while it still takes connections.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await fetch(`${services.url}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    // After the delay: no new connection.
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(await connectionRefused(`${services.url}/health`)).toBe(true);
    expect(services.child.exitCode).toBeNull();
    const answer = await inFlight.finish();
    expect(answer.status).toBe(200);
    expect(Array.isArray(JSON.parse(answer.body))).toBe(true);
    expect(await services.exited).toBe(0);
  });

  it('cuts a request that does not finish within DRAIN_TIMEOUT_MS and exits 1', async () => {
    services = await startMusterProcess('services', { ...env, DRAIN_TIMEOUT_MS: '1000' });
    const stuck = await slowPost(`${services.url}/fold31-api/obj-ref/mcontent`, '[]'.padEnd(64, ' '));
    const signalled = Date.now();
    services.child.kill('SIGTERM');
    expect(await services.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(8000);
    await expect(stuck.finish()).rejects.toThrow();
  });
});
