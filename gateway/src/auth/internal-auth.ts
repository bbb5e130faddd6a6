import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CallerIdentity } from './identity';

/** Header that carries the caller's identity from the gateway to the services. */
export const INTERNAL_AUTH_HEADER = 'x-muster-auth';

/**
 * `<base64url(JSON payload)>.<base64url(HMAC-SHA256 of the first part)>`, like a JWT without a header.
 * `iat` (seconds) lets services refuse stale headers if they want to.
 */
export function signInternalAuth(identity: CallerIdentity, secret: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...identity, iat: Math.floor(now / 1000) })).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

/** The check the services make; here for tests and for anyone who needs to read a header back. */
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
