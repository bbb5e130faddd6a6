import { gatewayEnv } from './config';

test('GATEWAY_TILE_CACHE_BYTES: 64 MiB by default, 0 turns the tile cache off, anything else but bytes is refused', () => {
  expect(gatewayEnv({}).tileCacheBytes).toBe(64 * 1024 * 1024);
  expect(gatewayEnv({ GATEWAY_TILE_CACHE_BYTES: '0' }).tileCacheBytes).toBe(0);
  expect(gatewayEnv({ GATEWAY_TILE_CACHE_BYTES: '1048576' }).tileCacheBytes).toBe(1048576);
  for (const bad of ['-1', '64MB', '1.5', ' ']) {
    expect(() => gatewayEnv({ GATEWAY_TILE_CACHE_BYTES: bad })).toThrow(
      `GATEWAY_TILE_CACHE_BYTES must be a whole number of bytes, not "${bad}"`,
    );
  }
});

test('PUBLIC_BASE_URL: the origin npm start prints by default (following PORT), a configured one as its origin', () => {
  expect(gatewayEnv({}).publicOrigin).toBe('http://localhost:4000');
  expect(gatewayEnv({ PORT: '4321' }).publicOrigin).toBe('http://localhost:4321');
  expect(gatewayEnv({ PUBLIC_BASE_URL: 'https://muster.example/' }).publicOrigin).toBe('https://muster.example');
  expect(() => gatewayEnv({ PUBLIC_BASE_URL: 'muster.example' })).toThrow(
    /PUBLIC_BASE_URL must be an http\(s\) origin/,
  );
});

test('TRUST_PROXY trusts nobody by default', () => {
  expect(gatewayEnv({}).trustProxy).toBe(false);
  expect(gatewayEnv({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toBe('10.0.0.5');
});

test('METRICS_TOKEN is unset (metrics off) by default', () => {
  expect(gatewayEnv({}).metricsToken).toBeUndefined();
  expect(gatewayEnv({ METRICS_TOKEN: 'a-long-enough-metrics-token' }).metricsToken).toBe('a-long-enough-metrics-token');
});

test('SERVICE_TIMEOUT_MS: 10 s by default, whole milliseconds from 100, anything else refused with its name', () => {
  expect(gatewayEnv({}).serviceTimeoutMs).toBe(10_000);
  expect(gatewayEnv({ SERVICE_TIMEOUT_MS: '2500' }).serviceTimeoutMs).toBe(2_500);
  for (const bad of ['0', '99', '1.5', 'ten', '-1', '600001'])
    expect(() => gatewayEnv({ SERVICE_TIMEOUT_MS: bad })).toThrow(/SERVICE_TIMEOUT_MS/);
});
