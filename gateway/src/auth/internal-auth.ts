import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CallerIdentity } from './identity';

/** Header that carries the caller's identity from the gateway to the services. */
export const INTERNAL_AUTH_HEADER = 'x-muster-auth';

/**
 * `<base64url(JSON payload)>.<base64url(HMAC-SHA256 of the first part)>`, like a JWT without a header.
 * `iat` (seconds) is checked by the services: a header older than a minute, or from the future, is
 * anonymous there (services/src/auth/identity.ts), so sign one per call rather than per request.
 */
export function signInternalAuth(identity: CallerIdentity, secret: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...identity, iat: Math.floor(now / 1000) })).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

/** A signed header, or how to sign a fresh one for each call (what a request's backends are given). */
export type AuthHeaderSource = string | (() => string);

export function authHeaderValue(source: AuthHeaderSource): string {
  return typeof source === 'function' ? source() : source;
}

/** The check the services make (apart from the header's age); here for tests and for anyone who needs to read a header back. */
export function verifyInternalAuth(header: string, secret: string): (CallerIdentity & { iat: number }) | null {
  const [payload, signature, extra] = header.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

function mac(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}
