import { gatewayEnv } from './config';

test('GATEWAY_TILE_CACHE_BYTES: 64 MiB by default, 0 turns the tile cache off, anything else but bytes is refused', () => {
  expect(gatewayEnv({}).tileCacheBytes).toBe(64 * 1024 * 1024);
  expect(gatewayEnv({ GATEWAY_TILE_CACHE_BYTES: '0' }).tileCacheBytes).toBe(0);
  expect(gatewayEnv({ GATEWAY_TILE_CACHE_BYTES: '1048576' }).tileCacheBytes).toBe(1048576);
  for (const bad of ['-1', '64MB', '1.5', ' ']) {
    expect(() => gatewayEnv({ GATEWAY_TILE_CACHE_BYTES: bad })).toThrow(`GATEWAY_TILE_CACHE_BYTES must be a whole number of bytes, not "${bad}"`);
  }
});

test('TRUST_PROXY trusts nobody by default', () => {
  expect(gatewayEnv({}).trustProxy).toBe(false);
  expect(gatewayEnv({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toBe('10.0.0.5');
});
