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

export const ANONYMOUS: Identity = Object.freeze({ userId: null, accountStatus: 'anonymous', roles: [], institutionId: null }) as Identity;

export const DEV_INTERNAL_SECRET = 'dev-internal-secret';

export function internalAuthSecret(env: NodeJS.ProcessEnv = process.env): string {
  return env.INTERNAL_AUTH_SECRET || DEV_INTERNAL_SECRET;
}

function sign(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** The x-muster-auth header value: `<base64url JSON>.<base64url HMAC-SHA256 of the first part>`. */
export function signIdentity(identity: Identity, secret: string): string {
  const payload = Buffer.from(JSON.stringify(identity)).toString('base64url');
  return `${payload}.${sign(payload, secret).toString('base64url')}`;
}

/** Reads the x-muster-auth header; a missing, malformed or forged header is an anonymous visitor. */
export function readIdentity(headerValue: string | undefined, secret: string): Identity {
  return verifyIdentity(headerValue, secret) ?? ANONYMOUS;
}

/**
 * The identity a validly signed header carries (possibly an anonymous visitor), or null when the header is
 * missing, malformed or forged: lets a service tell "the gateway vouches for this request" apart.
 */
export function verifyIdentity(headerValue: string | undefined, secret: string): Identity | null {
  if (!headerValue) return null;
  const [payload, signature, extra] = headerValue.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Identity>;
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
