import { urlSigningSecret } from '../../services/src/iiif/signing';

/** Settings of one gateway, read from the environment by main.ts (tests pass them directly). */
export interface GatewayEnv {
  port: number;
  host: string;
  servicesUrl: string;
  redisUrl?: string;
  clientDist?: string;
  internalAuthSecret: string;
  /** Secret of signed image addresses, shared with the image service. */
  urlSigningSecret: string;
  production: boolean;
  /** Execute with graphql-jit (GATEWAY_JIT, default on; `0`/`false`/`off` runs graphql-js). */
  jit: boolean;
}

export const DEV_INTERNAL_AUTH_SECRET = 'dev-internal-secret';

export function gatewayEnv(env: NodeJS.ProcessEnv = process.env): GatewayEnv {
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST || '127.0.0.1',
    servicesUrl: env.SERVICES_URL || 'http://127.0.0.1:4100',
    redisUrl: env.REDIS_URL || undefined,
    clientDist: env.CLIENT_DIST || undefined,
    internalAuthSecret: env.INTERNAL_AUTH_SECRET || DEV_INTERNAL_AUTH_SECRET,
    urlSigningSecret: urlSigningSecret(env),
    production: env.NODE_ENV === 'production',
    jit: jitFromEnv(env),
  };
}

/** GATEWAY_JIT: graphql-jit execution unless it is `0`, `false`, `off` or `no` (docs/decisions.md "Execution is swappable"). */
export function jitFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return !/^(0|false|off|no)$/i.test(env.GATEWAY_JIT ?? '');
}
