import { createHash, timingSafeEqual } from 'node:crypto';

/** Fewer characters than this could be guessed by a scraper that keeps asking. */
const MIN_TOKEN_LENGTH = 16;

/**
 * METRICS_TOKEN: the bearer token a Prometheus scraper sends (`authorization: Bearer …`) to read `/metrics` of the
 * gateway and the services. Unset, `/metrics` is not served at all: counters of routes, operations and the
 * process are for the operators, not for whoever finds the address.
 */
export function metricsTokenFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < MIN_TOKEN_LENGTH || /\s/.test(token)) {
    throw new Error(`METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters without spaces`);
  }
  return token;
}

/** What `/metrics` answers a request with this Authorization header: 404 when off, 401 without the token, 200 with it. */
export function metricsAccess(token: string | undefined, authorization: string | undefined): 200 | 401 | 404 {
  if (!token) return 404;
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  // Digests have one length whatever was sent, so the comparison takes the same time for every wrong guess.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token)) ? 200 : 401;
}

/** The header a 401 from `/metrics` carries (RFC 6750). */
export const METRICS_CHALLENGE = 'Bearer realm="metrics"';
