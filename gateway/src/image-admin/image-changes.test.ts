import Keyv from 'keyv';
import { GatewayCache } from '../cache';
import { ImageChanges } from './image-changes';

test('a change marked by one gateway reaches another through keyv within its refresh time', async () => {
  const cache = new GatewayCache(new Keyv());
  let now = 1_000;
  const here = new ImageChanges(cache, 2_000, () => now);
  const there = new ImageChanges(cache, 2_000, () => now);
  expect(there.changedAt(7)).toBe(0);
  await here.mark(7);
  expect(here.changedAt(7)).toBe(1_000);
  // `there` asked keyv before the change; it asks again once its answer is older than the refresh time.
  await new Promise((resolve) => setImmediate(resolve));
  now += 2_001;
  there.changedAt(7);
  await new Promise((resolve) => setImmediate(resolve));
  expect(there.changedAt(7)).toBe(1_000);
  expect(there.changedAt(8)).toBe(0);
});
