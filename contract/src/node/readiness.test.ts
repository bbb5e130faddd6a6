import { checkReadiness } from './readiness';
import { drainSettingsFromEnv } from './graceful-drain';

const never = () => new Promise(() => undefined);

test('a probe that hangs is down once the timeout passes, and the others still count', async () => {
  const heard: string[] = [];
  const started = Date.now();
  const readiness = await checkReadiness(
    { database: never, redis: async () => 'PONG', services: async () => Promise.reject(new Error('refused')) },
    { timeoutMs: 150, draining: false, onDown: (name) => heard.push(name) },
  );
  expect(Date.now() - started).toBeLessThan(2000);
  expect(readiness).toEqual({
    status: 'unavailable',
    checks: { database: 'down', redis: 'up', services: 'down' },
    down: ['database', 'services'],
  });
  expect(heard.sort()).toEqual(['database', 'services']);
});

test('draining wins over every check, so a load balancer stops sending whatever the dependencies say', async () => {
  const readiness = await checkReadiness({ database: async () => 1 }, { timeoutMs: 100, draining: true });
  expect(readiness).toEqual({ status: 'draining', checks: { database: 'up' }, down: [] });
});

test.each([
  [{}, { delayMs: 0, timeoutMs: 10_000 }],
  [
    { DRAIN_DELAY_MS: '3000', DRAIN_TIMEOUT_MS: '500' },
    { delayMs: 3000, timeoutMs: 500 },
  ],
  [
    { DRAIN_DELAY_MS: 'soon', DRAIN_TIMEOUT_MS: '-1' },
    { delayMs: 0, timeoutMs: 10_000 },
  ],
])('drain settings from %j', (env, expected) => {
  expect(drainSettingsFromEnv(env)).toEqual(expected);
});
