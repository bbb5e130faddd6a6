import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { FacebookResult } from './facebook-results';
import type { SignedValues } from './signed-cookie';

export const STATE_COOKIE = 'muster.fb-state';
const LIFETIME_MS = 10 * 60_000;

/** What the state keeps across the trip to Facebook. */
export interface FacebookAppState {
  next: string | null;
}

/** Why a callback was refused before its code was used: told apart for the spec's result values. */
export interface StateRefusal {
  message: string;
  result: FacebookResult;
}

type Stored = (error: Error | null, handle?: string) => void;
type Verified = (error: Error | null, ok: boolean, state?: FacebookAppState | StateRefusal) => void;

/**
 * passport-oauth2's state store (its `store` option), keeping the state in a signed, HttpOnly cookie bound to
 * the one login: the callback must bring back the same random handle in `state` as in the cookie, or its code
 * is never exchanged. A callback without the cookie at all (blocked cookies, another browser) is the SDK
 * result; a changed, stale or mismatched state is INVALID_SIGNED_REQUEST.
 */
export class CookieStateStore {
  constructor(
    private readonly values: SignedValues,
    private readonly secure: boolean | 'auto',
  ) {}

  store(req: Request, state: FacebookAppState, _meta: unknown, done: Stored): void {
    const handle = randomBytes(24).toString('base64url');
    req.res!.cookie(STATE_COOKIE, this.values.seal({ handle, next: state?.next ?? null }, LIFETIME_MS), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure === 'auto' ? req.secure : this.secure,
      maxAge: LIFETIME_MS,
      path: '/auth/facebook',
    });
    done(null, handle);
  }

  verify(req: Request, provided: string, _meta: unknown, done: Verified): void {
    const text = readCookie(req, STATE_COOKIE);
    clearStateCookie(req);
    if (text === undefined)
      return done(null, false, { message: 'The sign-in was not started in this browser', result: 'SDK' });
    const kept = this.values.open<{ handle: string; next: string | null }>(text);
    if (!kept || typeof provided !== 'string' || kept.handle !== provided) {
      return done(null, false, { message: 'Invalid authorization request state', result: 'INVALID_SIGNED_REQUEST' });
    }
    done(null, true, { next: kept.next });
  }
}

export function clearStateCookie(req: Request): void {
  req.res!.clearCookie(STATE_COOKIE, { path: '/auth/facebook' });
}

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
