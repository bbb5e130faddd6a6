import { LruCache } from './lru';

const bytes = (n: number) => Buffer.alloc(n);

test('evicts the least recently used entry when over the entry limit', () => {
  const cache = new LruCache<Buffer>(2, 1000, (b) => b.length);
  cache.set('a', bytes(1));
  cache.set('b', bytes(1));
  cache.get('a');
  cache.set('c', bytes(1));
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')).toBeDefined();
  expect(cache.get('c')).toBeDefined();
});

test('evicts by total size and refuses an entry larger than the whole cache', () => {
  const cache = new LruCache<Buffer>(10, 100, (b) => b.length);
  cache.set('a', bytes(60));
  cache.set('b', bytes(60));
  expect(cache.get('a')).toBeUndefined();
  expect(cache.size).toBe(1);
  cache.set('huge', bytes(101));
  expect(cache.get('huge')).toBeUndefined();
  expect(cache.get('b')).toBeDefined();
});
