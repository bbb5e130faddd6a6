import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived values the gateway hands the browser to keep and give back (the OAuth state, the Facebook
 * person awaiting a Muster account): JSON signed with the session secret, with an expiry inside, so a
 * changed or stale value is refused. They are kept out of the session because a visitor's session without
 * a member is ended by the session middleware.
 */
export class SignedValues {
  constructor(
    private readonly secret: string,
    private readonly purpose: string,
  ) {}

  seal(value: object, lifetimeMs: number, now = Date.now()): string {
    const payload = Buffer.from(JSON.stringify({ ...value, exp: now + lifetimeMs })).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  /** The value, or null when the text is missing, changed or expired. */
  open<T>(text: string | undefined, now = Date.now()): T | null {
    const [payload, signature, extra] = (text ?? '').split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = Buffer.from(this.sign(payload), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T & { exp?: number };
      return typeof value.exp === 'number' && value.exp > now ? value : null;
    } catch {
      return null;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`${this.purpose}.${payload}`).digest('base64url');
  }
}
