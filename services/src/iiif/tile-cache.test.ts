import { jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TileCache } from './tile-cache';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tile-cache-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const image = (bytes: number, fill = 1) => ({ body: Buffer.alloc(bytes, fill), contentType: 'image/jpeg' });
const key = (n: number) => `${String(n).padStart(2, '0')}${'a'.repeat(62)}`;
const filesOnDisk = () => fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.jpg')).length;

test('memory first, then disk once memory has let go, then a render', async () => {
  const cache = new TileCache({ dir, memoryBytes: 150, diskBytes: 10_000 });
  const render = jest.fn(async () => Buffer.alloc(100, 7));
  expect((await cache.fetch(key(1), 'image/jpeg', render)).from).toBe('miss');
  expect((await cache.fetch(key(1), 'image/jpeg', render)).from).toBe('memory');
  await cache.idle(); // the disk copy is written behind the first answer
  await cache.set(key(2), image(100)); // pushes key 1 out of the 150-byte memory layer
  const again = await cache.fetch(key(1), 'image/jpeg', render);
  expect(again.from).toBe('disk');
  expect(again.entry.body.equals(Buffer.alloc(100, 7))).toBe(true);
  expect(render).toHaveBeenCalledTimes(1);
});

test('two requests for one tile at once render it once', async () => {
  const cache = new TileCache({ dir, memoryBytes: 1000, diskBytes: 10_000 });
  const render = jest.fn(async () => Buffer.alloc(10));
  await Promise.all([cache.fetch(key(1), 'image/jpeg', render), cache.fetch(key(1), 'image/jpeg', render)]);
  expect(render).toHaveBeenCalledTimes(1);
});

test('the disk layer stays under its cap by evicting the least recently used file', async () => {
  const cache = new TileCache({ dir, memoryBytes: 0, diskBytes: 250 });
  await cache.set(key(1), image(100));
  await cache.set(key(2), image(100));
  expect((await cache.get(key(1), 'image/jpeg'))?.from).toBe('disk'); // key 1 is now the most recent
  await cache.set(key(3), image(100));
  expect(cache.diskBytes).toBe(200);
  expect(filesOnDisk()).toBe(2);
  expect(await cache.get(key(2), 'image/jpeg')).toBeUndefined();
  expect(await cache.get(key(1), 'image/jpeg')).toBeDefined();
});

test('a new process finds what an earlier one left and keeps the cap', async () => {
  const first = new TileCache({ dir, memoryBytes: 0, diskBytes: 1000 });
  for (const n of [1, 2, 3]) await first.set(key(n), image(100));
  const second = new TileCache({ dir, memoryBytes: 0, diskBytes: 150 });
  expect((await second.get(key(3), 'image/jpeg'))?.from).toBe('disk');
  expect(second.diskBytes).toBeLessThanOrEqual(150);
  expect(filesOnDisk()).toBe(1);
});
