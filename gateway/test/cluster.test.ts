import { siteUrl, serverStates } from '@muster/scripts/cluster';
import { fixture } from '@muster/testkit/fixtures';
import { Browser, SESSION, SIGN_IN, sleep } from './accounts-helpers';
import { MEMBERS, PASSWORD, startTestCluster, type TestCluster } from './cluster-helpers';

/**
 * Issue 17 point 1: two gateways and two services processes behind HAProxy (as `npm run cluster` starts them)
 * behave as one site. Sessions, sign-in locks, rate budgets and cached reads made through one gateway hold on the
 * other. Needs PostgreSQL and Redis (DATABASE_URL, REDIS_URL), as in CI.
 */
const maybe = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

/** A member's budget small enough to spend in a few requests (points per window). */
const MEMBER_BUDGET = 12;
const PENSIONS = fixture.publications.pensions;
const UPDATE = `mutation Update($id: Int!, $input: PublicationEditInput!) { updatePublication(id: $id, input: $input) {
  editor { effectiveAccessLevel } userErrors { code }
} }`;
const CATALOGUE = '{ publications { publicationId accessLevel } }';

maybe('a cluster of two gateways and two services processes behind HAProxy', () => {
  let cluster: TestCluster;
  let site: string;
  let gatewayA: string;
  let gatewayB: string;
  beforeAll(async () => {
    cluster = await startTestCluster({ RATE_LIMIT_MEMBER: String(MEMBER_BUDGET) });
    const { layout } = cluster;
    site = siteUrl(layout);
    [gatewayA, gatewayB] = layout.gatewayPorts.map((port) => `http://${layout.host}:${port}`);
  }, 300_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  test('a member signed in through one gateway goes on through the other and through HAProxy', async () => {
    const browser = new Browser(gatewayA);
    const signIn = await browser.gql(SIGN_IN, { username: MEMBERS.session.username, password: PASSWORD });
    expect(signIn.body.errors).toBeUndefined();
    expect((await browser.at(gatewayB).gql(SESSION)).body.data.session.user.userId).toBe(MEMBERS.session.id);

    const before = await serverStates(cluster.layout.dir);
    for (let i = 0; i < 4; i++) {
      const { body } = await browser.at(site).gql(SESSION);
      expect(body.data.session.user.userId).toBe(MEMBERS.session.id);
    }
    // HAProxy took turns: both gateways answered some of those four with the one cookie.
    const after = await serverStates(cluster.layout.dir);
    const served = (name: string) =>
      after.find((s) => s.server === name)!.total - before.find((s) => s.server === name)!.total;
    expect(served('gateway-1')).toBeGreaterThan(0);
    expect(served('gateway-2')).toBeGreaterThan(0);
  });

  test('a sign-in lock set through one gateway holds on the other', async () => {
    const browser = new Browser(gatewayA);
    for (let i = 0; i < 5; i++) {
      const wrong = await browser.gql(SIGN_IN, { username: MEMBERS.locked.username, password: 'wrong-Guess-1' });
      expect(wrong.status).toBe(401);
    }
    const right = await browser.at(gatewayB).gql(SIGN_IN, { username: MEMBERS.locked.username, password: PASSWORD });
    expect(right.status).toBe(429);
    expect(right.body.errors?.[0]?.extensions?.code).toBe('THROTTLED');
    expect(browser.sid).toBeUndefined();
    // The lock is of that login at this address, not of the gateway: another member signs in on it.
    const other = await new Browser(gatewayB).gql(SIGN_IN, { username: MEMBERS.counted.username, password: PASSWORD });
    expect(other.body.errors).toBeUndefined();
  });

  test("a member's rate budget spent on one gateway is spent on the other", async () => {
    const browser = new Browser(gatewayA);
    expect((await browser.gql(SIGN_IN, { username: MEMBERS.counted.username, password: PASSWORD })).body.errors).toBe(
      undefined,
    );
    const remaining = async (url: string) => {
      const answer = await browser.at(url).gql(SESSION);
      return { status: answer.status, left: Number(answer.headers.get('x-ratelimit-remaining')) };
    };
    const onA = await remaining(gatewayA);
    const onB = await remaining(gatewayB);
    expect(onA.left).toBeLessThan(MEMBER_BUDGET);
    expect(onB.left).toBeLessThan(onA.left);
    let refused = 0;
    for (let i = 0; i < MEMBER_BUDGET && !refused; i++) if ((await remaining(gatewayB)).status === 429) refused++;
    expect(refused).toBe(1);
    // Spent on B: A refuses too.
    const onAAfter = await browser.at(gatewayA).gql(SESSION);
    expect(onAAfter.status).toBe(429);
    expect(onAAfter.body.errors?.[0]?.extensions?.code).toBe('THROTTLED');
  });

  test('a publication edit through one gateway reaches a visitor of the other within 5 s', async () => {
    const visitor = new Browser(gatewayB);
    const level = async () =>
      (await visitor.gql(CATALOGUE)).body.data.publications.find(
        (p: { publicationId: number }) => p.publicationId === PENSIONS,
      ).accessLevel;
    // Read first, so B holds the catalogue in its caches when the edit lands.
    expect(await level()).toBe('PUBLIC');
    expect(await level()).toBe('PUBLIC');
    const staff = new Browser(gatewayA);
    expect((await staff.gql(SIGN_IN, { username: MEMBERS.editor.username, password: PASSWORD })).body.errors).toBe(
      undefined,
    );
    const edit = await staff.gql(UPDATE, { id: PENSIONS, input: { configuredAccessLevel: 'SUBSCRIBER' } });
    expect(edit.body.data.updatePublication).toEqual({
      editor: { effectiveAccessLevel: 'SUBSCRIBER' },
      userErrors: [],
    });
    const edited = Date.now();
    let seen = await level();
    while (seen !== 'SUBSCRIBER' && Date.now() - edited < 5_000) {
      await sleep(200);
      seen = await level();
    }
    expect(seen).toBe('SUBSCRIBER');
  });
});
