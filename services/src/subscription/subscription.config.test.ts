import { paymentsFromEnv } from './subscription.config';

const SITE = 'https://muster.test';
const LIVE = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

describe('the payments the environment asks for', () => {
  test.each([
    // Production never falls back to free payments: without live keys, checkout is off and says why.
    [
      'production without keys',
      { NODE_ENV: 'production' },
      'off',
      'off',
      /Checkout is off: NODE_ENV=production and no STRIPE_SECRET_KEY/,
    ],
    [
      'production with a Stripe test key',
      { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
      'off',
      'off',
      /Stripe test key/,
    ],
    [
      'production with a live key but no webhook secret',
      { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_abc' },
      'off',
      'off',
      /STRIPE_WEBHOOK_SECRET/,
    ],
    ['production with live keys', { NODE_ENV: 'production', ...LIVE }, 'stripe', 'live', undefined],
    [
      'production, off on purpose',
      { NODE_ENV: 'production', ...LIVE, PAYMENTS_MODE: 'off' },
      'off',
      'off',
      /PAYMENTS_MODE=off/,
    ],
    // Test mode only when asked for (the demo under npm start), and said so in the log.
    [
      'the demo: production with PAYMENTS_MODE=test',
      { NODE_ENV: 'production', PAYMENTS_MODE: 'test' },
      'test',
      'test',
      /test mode .*offline test checkout.*no money moves/,
    ],
    [
      'PAYMENTS_MODE=test with a Stripe test key',
      { NODE_ENV: 'production', PAYMENTS_MODE: 'test', STRIPE_SECRET_KEY: 'sk_test_abc' },
      'stripe',
      'test',
      /Stripe test key/,
    ],
    // Development and tests keep working without any set-up.
    ['development without keys', {}, 'test', 'test', undefined],
    ['tests without keys', { NODE_ENV: 'test' }, 'test', 'test', undefined],
    ['development with a Stripe test key', { STRIPE_SECRET_KEY: 'sk_test_abc' }, 'stripe', 'test', undefined],
  ])('%s', (_name, env, name, mode, notice) => {
    const { provider, notice: said } = paymentsFromEnv(SITE, env);
    expect({ name: provider.name, mode: provider.mode }).toEqual({ name, mode });
    if (notice) expect(said).toMatch(notice);
    else expect(said).toBeUndefined();
  });

  test.each([
    ['an unknown PAYMENTS_MODE', { PAYMENTS_MODE: 'free' }, /PAYMENTS_MODE must be/],
    ['PAYMENTS_MODE=test with a live key', { PAYMENTS_MODE: 'test', ...LIVE }, /live STRIPE_SECRET_KEY/],
  ])('%s stops start-up with the variable named', (_name, env, message) => {
    expect(() => paymentsFromEnv(SITE, env)).toThrow(message);
  });

  test('with payments off there is no checkout to start', async () => {
    const { provider } = paymentsFromEnv(SITE, { NODE_ENV: 'production' });
    await expect(
      provider.createCheckout({
        userId: 1,
        email: 'a@example.org',
        plan: {} as never,
        successUrl: SITE,
        cancelUrl: SITE,
      }),
    ).rejects.toThrow(/cannot be bought/);
  });
});
