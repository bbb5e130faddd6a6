import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who the gateway says is calling (architecture: trust and identity). */
export interface Identity {
  userId: number | null;
  /** monthly-subscriber, annual-subscriber, …, non-subscriber; 'anonymous' for visitors. */
  accountStatus: string;
  roles: string[];
  institutionId: number | null;
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
  if (!headerValue) return ANONYMOUS;
  const [payload, signature, extra] = headerValue.split('.');
  if (!payload || !signature || extra !== undefined) return ANONYMOUS;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return ANONYMOUS;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Identity>;
    return {
      userId: typeof data.userId === 'number' ? data.userId : null,
      accountStatus: typeof data.accountStatus === 'string' ? data.accountStatus : 'anonymous',
      roles: Array.isArray(data.roles) ? data.roles.filter((r): r is string => typeof r === 'string') : [],
      institutionId: typeof data.institutionId === 'number' ? data.institutionId : null,
    };
  } catch {
    return ANONYMOUS;
  }
}
