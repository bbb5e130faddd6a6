import { fixture } from '@muster/testkit/fixtures';
import { sql } from 'kysely';
import pg from 'pg';
import { startServices, type TestServices } from '@muster/testkit';

/**
 * PostgreSQL restarting under the services (issue 17, faults): every connection of the pool is cut, as a restart
 * cuts them ("terminating connection due to administrator command"). The process must live through it (a pool
 * error with nobody listening would end it), and the next requests are answered on fresh connections.
 * The connections cut are this test's only: its pool names itself after its schema (application_name).
 */
const databaseUrl = process.env.DATABASE_URL;
const maybe = databaseUrl ? describe : describe.skip;

maybe('PostgreSQL connections cut under the services', () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await startServices({ backend: 'postgres' });
  }, 180_000);
  afterAll(async () => {
    await services?.stop();
  });

  const publication = () => services.get<{ title?: string }>(`/publication/pub/${fixture.publications.draftCards}`);

  test('the process lives on and answers from fresh connections once they are cut', async () => {
    // Several requests at once, so the pool holds several connections to cut.
    const before = await Promise.all([publication(), publication(), publication(), publication()]);
    expect(before.map((r) => r.status)).toEqual([200, 200, 200, 200]);

    const cut = await terminateOwnConnections();
    expect(cut).toBeGreaterThan(0);
    // The pool hears of the cut connections' deaths on its own (its idle clients' error events).
    await new Promise((resolve) => setTimeout(resolve, 200));

    const after = await Promise.all([publication(), publication(), publication(), publication()]);
    expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(after[0].body.title).toBe(before[0].body.title);
  });

  /** Ends every backend whose application_name is this test's pool's; how many were ended. */
  async function terminateOwnConnections(): Promise<number> {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(services.db.db);
    const name = `muster:${rows[0].schema}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const ended = await client.query(
        'select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1) t',
        [name],
      );
      return ended.rows[0].n as number;
    } finally {
      await client.end();
    }
  }
});
