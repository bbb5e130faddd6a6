import { DEV_SESSION_SECRET, sessionSettingsFromEnv } from './session-settings';

describe('session settings from the environment', () => {
  test('defaults: development secret, Secure over https only, 30 idle minutes, 30 days', () => {
    expect(sessionSettingsFromEnv({})).toMatchObject({
      secret: DEV_SESSION_SECRET,
      secure: 'auto',
      idleMs: 30 * 60_000,
      maxAgeMs: 30 * 24 * 3600_000,
      redisUrl: undefined,
    });
  });

  test.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['off', false],
    ['auto', 'auto'],
    ['whatever', 'auto'],
  ])('COOKIE_SECURE=%s gives %s', (value, secure) => {
    expect(sessionSettingsFromEnv({ COOKIE_SECURE: value }).secure).toBe(secure);
  });

  test('numbers that are not positive fall back to the defaults', () => {
    expect(sessionSettingsFromEnv({ SESSION_IDLE_MINUTES: '5', SESSION_MAX_DAYS: '0' })).toMatchObject({
      idleMs: 5 * 60_000,
      maxAgeMs: 30 * 24 * 3600_000,
    });
    expect(sessionSettingsFromEnv({ SESSION_IDLE_MINUTES: 'soon' }).idleMs).toBe(30 * 60_000);
  });

  test('SESSION_SECRET and REDIS_URL are taken as given', () => {
    expect(sessionSettingsFromEnv({ SESSION_SECRET: 's3cret', REDIS_URL: 'redis://r:6379' })).toMatchObject({
      secret: 's3cret',
      redisUrl: 'redis://r:6379',
    });
  });

  test('REDIS_NAMESPACE moves the session keys beside the cache keys of the same deployment', () => {
    expect(sessionSettingsFromEnv({}).redisPrefix).toBe('muster-sess:');
    expect(sessionSettingsFromEnv({ REDIS_NAMESPACE: 'muster-cluster' }).redisPrefix).toBe('muster-cluster-sess:');
  });
});
