import { type TestDb, backends, openTestDb } from '@muster/testkit';
import { DbJobQueue, type JobQueue, createJobQueue } from '../src/jobs';

/**
 * The services' job queue retries a handler that throws, waiting longer before each try (a PDF render or a pyramid
 * that hit a passing error), and hands the attempt number to the handler so it can give up and record why.
 */
describe.each(backends)('job retries on %s', (backend) => {
  let t: TestDb;
  let queue: JobQueue | undefined;
  beforeAll(async () => {
    t = await openTestDb(backend);
  });
  afterEach(async () => {
    await queue?.stop();
  });
  afterAll(async () => {
    await t.dispose();
  });

  test('a handler that throws twice runs a third time, after waits that do not shrink', async () => {
    queue =
      backend === 'sqlite'
        ? new DbJobQueue(t.db.db, { pollMs: 50, retryDelayMs: 300 })
        : await createJobQueue(t.db.db, { JOBS_SUPERVISE_SECONDS: '2' });
    const runs: { attempt: number; at: number }[] = [];
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    queue.work<{ n: number }>('flaky', async ({ attempt, payload }) => {
      expect(payload).toEqual({ n: 7 });
      runs.push({ attempt, at: Date.now() });
      if (attempt < 3) throw new Error(`passing trouble ${attempt}`);
      finished();
    });
    await queue.start();
    await queue.send('flaky', { n: 7 });
    await done;
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
    const [first, second] = [runs[1]!.at - runs[0]!.at, runs[2]!.at - runs[1]!.at];
    // Not retried at once: each retry waited out its back-off (pg-boss: 1 s, then 2 s with jitter; here 300, 600 ms).
    const base = backend === 'sqlite' ? 300 : 1000;
    expect(first).toBeGreaterThanOrEqual(base * 0.9);
    expect(second).toBeGreaterThanOrEqual(base * 0.9);
    if (backend === 'sqlite') expect(second).toBeGreaterThanOrEqual(2 * base * 0.9);
  }, 60_000);

  test('the job of a transaction that rolls back is never run; one that commits is', async () => {
    queue =
      backend === 'sqlite'
        ? new DbJobQueue(t.db.db, { pollMs: 50 })
        : await createJobQueue(t.db.db, { JOBS_SUPERVISE_SECONDS: '2' });
    const seen: string[] = [];
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    queue.work<{ name: string }>('within', async ({ payload }) => {
      seen.push(payload.name);
      if (seen.length === 2) finished();
    });
    await queue.start();
    const q = queue;
    await t.db.db
      .transaction()
      .execute(async (trx) => {
        await q.send('within', { name: 'rolled back' }, trx);
        throw new Error('the write failed');
      })
      .catch(() => undefined);
    await t.db.db.transaction().execute((trx) => q.send('within', { name: 'committed' }, trx));
    await q.send('within', { name: 'outside' });
    await done;
    // The rolled-back job was queued first: had it survived, it would have run before these two.
    expect(seen.sort()).toEqual(['committed', 'outside']);
  }, 60_000);
});
