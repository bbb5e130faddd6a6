// The environment `npm start` gives the services and gateway. Development secrets are made once
// and kept under data/ so that sessions and signed URLs survive a restart; real deployments set them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function startEnv(root) {
  const file = path.join(root, 'data', 'dev-secrets.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let secrets = {};
  if (fs.existsSync(file)) secrets = JSON.parse(fs.readFileSync(file, 'utf8'));
  // METRICS_TOKEN: the bearer token /metrics asks for (a scraper reads it from this file too).
  for (const name of ['SESSION_SECRET', 'INTERNAL_AUTH_SECRET', 'URL_SIGNING_SECRET', 'METRICS_TOKEN']) {
    secrets[name] ??= crypto.randomBytes(32).toString('hex');
  }
  // The signing key of Muster's own OAuth server (ID tokens): a private JWK, made once like the secrets above.
  if (!secrets.OAUTH_SIGNING_KEY) {
    const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const kid = `dev-${crypto.randomBytes(6).toString('hex')}`;
    secrets.OAUTH_SIGNING_KEY = JSON.stringify({
      ...privateKey.export({ format: 'jwk' }),
      kid,
      alg: 'ES256',
      use: 'sig',
    });
  }
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  const env = { ...secrets, ...process.env };
  env.PORT ??= '4000';
  env.SERVICES_PORT ??= '4100';
  env.SERVICES_URL ??= `http://127.0.0.1:${env.SERVICES_PORT}`;
  // The address npm start prints: ids, sign-in callbacks and mailed links are written on it, whatever Host a
  // request names. TRUST_PROXY stays unset: nobody's X-Forwarded-For is believed.
  env.PUBLIC_BASE_URL ??= `http://localhost:${env.PORT}`;
  env.SITE_URL ??= env.PUBLIC_BASE_URL;
  env.DATA_DIR ??= path.join(root, 'data');
  env.CLIENT_DIST ??= path.join(root, 'client', 'dist');
  env.NODE_ENV ??= 'production';
  // The demo takes simulated payments, which production refuses unless asked for; live Stripe keys mean real ones.
  if (!/^[sr]k_live_/.test(env.STRIPE_SECRET_KEY ?? '')) env.PAYMENTS_MODE ??= 'test';
  env.LOG_LEVEL ??= 'warn';
  return { env };
}
