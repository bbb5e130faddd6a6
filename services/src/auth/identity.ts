import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who the gateway says is calling (architecture: trust and identity). */
export interface Identity {
  userId: number | null;
  /** monthly-subscriber, annual-subscriber, …, non-subscriber; 'anonymous' for visitors. */
  accountStatus: string;
  roles: string[];
  institutionId: number | null;
  /** Whether the member's email is verified; absent from older headers (treat as false). */
  confirmed?: boolean;
  /** The member's username; absent from older headers and for visitors. */
  username?: string | null;
}

export const ANONYMOUS: Identity = Object.freeze({
  userId: null,
  accountStatus: 'anonymous',
  roles: [],
  institutionId: null,
}) as Identity;

export const DEV_INTERNAL_SECRET = 'dev-internal-secret';

export function internalAuthSecret(env: NodeJS.ProcessEnv = process.env): string {
  return env.INTERNAL_AUTH_SECRET || DEV_INTERNAL_SECRET;
}

/**
 * How long a signed header is believed: the gateway signs one for each service call (answered within its
 * 10-second timeout), so two minutes leave room for a slow hop and clocks a little apart, while a header
 * copied from a log or a packet capture is worth nothing soon after. `iat` may be a few seconds ahead of
 * this machine's clock (the gateway's machine may run ahead), not more.
 */
export const INTERNAL_AUTH_MAX_AGE_MS = 2 * 60_000;
export const INTERNAL_AUTH_CLOCK_SKEW_MS = 10_000;

function sign(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/**
 * The x-muster-auth header value: `<base64url JSON>.<base64url HMAC-SHA256 of the first part>`, the JSON
 * holding `iat`, the signing time in seconds (the gateway's signInternalAuth writes the same).
 */
export function signIdentity(identity: Identity, secret: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...identity, iat: Math.floor(now / 1000) })).toString('base64url');
  return `${payload}.${sign(payload, secret).toString('base64url')}`;
}

/** Reads the x-muster-auth header; a missing, malformed, forged or stale header is an anonymous visitor. */
export function readIdentity(headerValue: string | undefined, secret: string, now = Date.now()): Identity {
  return verifyIdentity(headerValue, secret, now) ?? ANONYMOUS;
}

/** Whether the header's `iat` (seconds) is within its life and not from the future. */
function fresh(iat: unknown, now: number): boolean {
  if (typeof iat !== 'number' || !Number.isFinite(iat)) return false;
  const signedAt = iat * 1000;
  // iat is whole seconds, rounded down: a header signed this second may read up to a second old.
  return signedAt <= now + INTERNAL_AUTH_CLOCK_SKEW_MS && now - signedAt <= INTERNAL_AUTH_MAX_AGE_MS + 1000;
}

/**
 * The identity a validly signed, fresh header carries (possibly an anonymous visitor), or null when the
 * header is missing, malformed, forged, without `iat`, older than its life or from the future: lets a
 * service tell "the gateway vouches for this request" apart. `now` is the wall clock, not a test clock:
 * the gateway signs with the wall clock.
 */
export function verifyIdentity(headerValue: string | undefined, secret: string, now = Date.now()): Identity | null {
  if (!headerValue) return null;
  const [payload, signature, extra] = headerValue.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Identity> & {
      iat?: unknown;
    };
    if (!fresh(data.iat, now)) return null;
    return {
      userId: typeof data.userId === 'number' ? data.userId : null,
      accountStatus: typeof data.accountStatus === 'string' ? data.accountStatus : 'anonymous',
      roles: Array.isArray(data.roles) ? data.roles.filter((r): r is string => typeof r === 'string') : [],
      institutionId: typeof data.institutionId === 'number' ? data.institutionId : null,
      // Only when the gateway sent them, so identities from older headers read exactly as before.
      ...(typeof data.confirmed === 'boolean' ? { confirmed: data.confirmed } : {}),
      ...(typeof data.username === 'string' ? { username: data.username } : {}),
    };
  } catch {
    return null;
  }
}
