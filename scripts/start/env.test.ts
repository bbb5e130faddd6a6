import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paymentsFromEnv } from '@muster/services/subscription';
// @ts-expect-error: a plain ES module of the start script, without types
import { startEnv } from './env.mjs';

// What `npm start` gives the services: production, with the demo's simulated payments unless live keys are set.
describe('npm start environment', () => {
  const saved = { ...process.env };
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-start-env-'));
    for (const name of ['NODE_ENV', 'PAYMENTS_MODE', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])
      delete process.env[name];
  });
  afterEach(() => {
    process.env = { ...saved };
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('the demo runs in production with test payments, asked for explicitly', () => {
    const { env } = startEnv(root);
    expect(env).toMatchObject({ NODE_ENV: 'production', PAYMENTS_MODE: 'test' });
    expect(paymentsFromEnv('http://localhost:4000', env).provider.mode).toBe('test');
  });

  test('live Stripe keys take real payments: no test mode is added', () => {
    Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    const { env } = startEnv(root);
    expect(env.PAYMENTS_MODE).toBeUndefined();
    expect(paymentsFromEnv('http://localhost:4000', env).provider.mode).toBe('live');
  });

  test("makes the OAuth server's signing key once and keeps it across starts", () => {
    delete process.env.OAUTH_SIGNING_KEY;
    const first = startEnv(root).env.OAUTH_SIGNING_KEY;
    expect(JSON.parse(first)).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      use: 'sig',
      d: expect.any(String),
    });
    expect(startEnv(root).env.OAUTH_SIGNING_KEY).toBe(first);
  });
});
