import { urlSigningSecret, bytesFromEnv, metricsTokenFromEnv } from '@muster/contract/node';
import { sessionSettingsFromEnv, type SessionSettings } from './session/session-settings';
import { publicOriginOf } from './http/public-origin';
import { type TrustProxy, trustProxyFromEnv } from './http/trust-proxy';
import { type FreeformPolicy, freeformPolicyFromEnv } from './auth/api-key/scope-gate';

/** Settings of one gateway, read from the environment by main.ts (tests pass them directly). */
export interface GatewayEnv {
  port: number;
  host: string;
  servicesUrl: string;
  redisUrl?: string;
  /** REDIS_NAMESPACE: prefix of the cache and rate-limit keys in Redis (default `muster-gateway`), so deployments sharing a Redis keep apart. */
  redisNamespace?: string;
  clientDist?: string;
  internalAuthSecret: string;
  /** Secret of signed image addresses, shared with the image service. */
  urlSigningSecret: string;
  production: boolean;
  /** Execute with graphql-jit (GATEWAY_JIT, default on; `0`/`false`/`off` runs graphql-js). */
  jit: boolean;
  /** SESSION_SECRET, COOKIE_SECURE, SESSION_IDLE_MINUTES, SESSION_MAX_DAYS (and REDIS_URL for the store). */
  session: SessionSettings;
  /** TRUST_PROXY: the proxies whose X-Forwarded-* to believe (default nobody; addresses/CIDR ranges or a hop count). */
  trustProxy: TrustProxy;
  /** PUBLIC_BASE_URL: the site's public origin (default http://localhost:{PORT}). */
  publicOrigin: string;
  /** METRICS_TOKEN: bearer token of GET /metrics; unset, /metrics is not served. */
  metricsToken?: string;
  /** RECAPTCHA_SITE_KEY is set: the pages' Content-Security-Policy lets in Google's reCAPTCHA script and frame. */
  recaptcha: boolean;
  /** GATEWAY_TILE_CACHE_BYTES: public tiles kept in front of the image service (default 64 MiB; 0: none). */
  tileCacheBytes: number;
  /** API_KEY_CACHE_MS: how long one gateway believes an API key lookup (default 10 s): the revocation window. */
  apiKeyCacheMs?: number;
  /** GRAPHQL_FREEFORM=scoped: free-form operations only from keys/tokens with the freeform scope and staff. */
  freeformOperations: FreeformPolicy;
  /** SERVICE_TIMEOUT_MS: how long a call to a service may take before the caller is told it did not answer (10 s). */
  serviceTimeoutMs: number;
}

export const DEV_INTERNAL_AUTH_SECRET = 'dev-internal-secret';

export function gatewayEnv(env: NodeJS.ProcessEnv = process.env): GatewayEnv {
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST || '127.0.0.1',
    servicesUrl: env.SERVICES_URL || 'http://127.0.0.1:4100',
    redisUrl: env.REDIS_URL || undefined,
    redisNamespace: env.REDIS_NAMESPACE || undefined,
    clientDist: env.CLIENT_DIST || undefined,
    internalAuthSecret: env.INTERNAL_AUTH_SECRET || DEV_INTERNAL_AUTH_SECRET,
    urlSigningSecret: urlSigningSecret(env),
    production: env.NODE_ENV === 'production',
    jit: jitFromEnv(env),
    session: sessionSettingsFromEnv(env),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    publicOrigin: publicOriginOf(env.PUBLIC_BASE_URL || `http://localhost:${Number(env.PORT ?? 4000)}`),
    metricsToken: metricsTokenFromEnv(env),
    recaptcha: !!env.RECAPTCHA_SITE_KEY,
    tileCacheBytes: bytesFromEnv('GATEWAY_TILE_CACHE_BYTES', env.GATEWAY_TILE_CACHE_BYTES, 64 * 1024 * 1024),
    apiKeyCacheMs: env.API_KEY_CACHE_MS ? Math.max(0, Number(env.API_KEY_CACHE_MS) || 0) : undefined,
    freeformOperations: freeformPolicyFromEnv(env),
    serviceTimeoutMs: serviceTimeoutFromEnv(env.SERVICE_TIMEOUT_MS),
  };
}

/** SERVICE_TIMEOUT_MS: whole milliseconds from 100 to 600,000; anything else stops start-up with the variable's name. */
export function serviceTimeoutFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 10_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 600_000)
    throw new Error(`SERVICE_TIMEOUT_MS must be whole milliseconds from 100 to 600000, not "${value}"`);
  return ms;
}

/** GATEWAY_JIT: graphql-jit execution unless it is `0`, `false`, `off` or `no` (docs/decisions/gateway.md "Execution is swappable"). */
export function jitFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return !/^(0|false|off|no)$/i.test(env.GATEWAY_JIT ?? '');
}
