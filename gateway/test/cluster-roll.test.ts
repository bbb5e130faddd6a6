import { processesOf, restartProcess, roll, runningPid, serverStates, siteUrl } from '@muster/scripts/cluster';
import { MEMBERS, PASSWORD, startTestCluster, type TestCluster } from './cluster-helpers';
import { lightLoad } from './cluster-load';
import { sleep } from './accounts-helpers';

/**
 * Issue 17's rolling deploy: `npm run cluster -- roll` applies migrations while every process serves, then drains,
 * restarts and puts back each process in turn; users under a light load see no failure across it. And
 * `restart <name>` brings back a process that died. Needs PostgreSQL and Redis (DATABASE_URL, REDIS_URL).
 */
const maybe = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;
const members = Object.values(MEMBERS).map(({ username }) => ({ username, password: PASSWORD }));

maybe('rolling the cluster', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    // One address sends all the load: its rate budget is not what this test is about.
    cluster = await startTestCluster({ RATE_LIMITS: 'off' });
  }, 300_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  const pids = () => processesOf(cluster.layout).map((p) => runningPid(cluster.layout.dir, p.name));

  test('restarts every process in turn while users under load see no error', async () => {
    const before = pids();
    const load = lightLoad(siteUrl(cluster.layout), members);
    const steps: string[] = [];
    await roll(cluster.layout, (line) => steps.push(line));
    const result = await load.stop();
    expect(steps).toHaveLength(5);
    expect(result.failures).toEqual([]);
    expect(result.requests).toBeGreaterThan(100);
    // Every process is a new one, and HAProxy routes to each again.
    const after = pids();
    after.forEach((pid, i) => expect(pid).not.toBe(before[i]));
    expect((await serverStates(cluster.layout.dir)).every((s) => s.status === 'UP')).toBe(true);
  }, 600_000);

  test('restart brings back a services process killed with kill -9, and HAProxy routes to it again', async () => {
    const pid = runningPid(cluster.layout.dir, 'services-1')!;
    process.kill(pid, 'SIGKILL');
    // Two failed checks a second apart take it out of rotation.
    const statusOf = async () =>
      (await serverStates(cluster.layout.dir)).filter((s) => s.server === 'services-1').map((s) => s.status);
    let states = await statusOf();
    for (let i = 0; i < 50 && !states.every((s) => s.startsWith('DOWN')); i++) {
      await sleep(200);
      states = await statusOf();
    }
    expect(states).toEqual(['DOWN', 'DOWN']);
    await restartProcess(cluster.layout, 'services-1', () => {});
    expect(runningPid(cluster.layout.dir, 'services-1')).not.toBe(pid);
    expect(await statusOf()).toEqual(['UP', 'UP']);
  }, 300_000);
});
