import { TtlCache } from './ttl-cache';

function setup() {
  let now = 1_000_000;
  let calls = 0;
  const cache = new TtlCache<number>(() => now);
  const compute = async () => ++calls;
  return {
    cache,
    compute,
    calls: () => calls,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

test('a value is computed once within its lifetime and again after it', async () => {
  const { cache, compute, calls, advance } = setup();
  expect(await cache.get('a', 300_000, compute)).toEqual({ value: 1, expiresAt: 1_300_000 });
  advance(299_999);
  expect((await cache.get('a', 300_000, compute)).value).toBe(1);
  advance(1);
  expect((await cache.get('a', 300_000, compute)).value).toBe(2);
  expect(calls()).toBe(2);
});

test('callers asking at the same moment share one computation', async () => {
  const { cache, compute, calls } = setup();
  const values = await Promise.all([1, 2, 3].map(() => cache.get('a', 1000, compute)));
  expect(values.map((m) => m.value)).toEqual([1, 1, 1]);
  expect(calls()).toBe(1);
});

test('keys are separate and a failure is not kept', async () => {
  const { cache, compute } = setup();
  await expect(
    cache.get('bad', 1000, async () => {
      throw new Error('down');
    }),
  ).rejects.toThrow('down');
  expect((await cache.get('bad', 1000, compute)).value).toBe(1);
  expect((await cache.get('other', 1000, compute)).value).toBe(2);
});
