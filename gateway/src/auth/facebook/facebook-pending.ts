import type { Request, Response } from 'express';
import { readCookie } from './facebook-state';
import type { SignedValues } from './signed-cookie';

/** The Facebook person whose login found no Muster account, waiting for the connect step (spec §2, §4). */
export interface PendingFacebookPerson {
  id: string;
  name: string;
  email: string | null;
}

export const PENDING_COOKIE = 'muster.fb-pending';
const LIFETIME_MS = 15 * 60_000;
const options = (secure: boolean | 'auto', res: Response) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: secure === 'auto' ? res.req.secure : secure,
  path: '/fb',
});

/**
 * Keeps the Facebook person between the login and the connect or register call, in a signed cookie only
 * the gateway reads (path /fb): what Facebook's signed request was to the product's own social calls.
 */
export class PendingFacebook {
  constructor(
    private readonly values: SignedValues,
    private readonly secure: boolean | 'auto',
  ) {}

  keep(res: Response, person: PendingFacebookPerson): void {
    res.cookie(PENDING_COOKIE, this.values.seal(person, LIFETIME_MS), {
      ...options(this.secure, res),
      maxAge: LIFETIME_MS,
    });
  }

  /** The person, or null when the cookie is missing, changed or past its 15 minutes. */
  read(req: Request): PendingFacebookPerson | null {
    const person = this.values.open<PendingFacebookPerson>(readCookie(req, PENDING_COOKIE));
    return person && typeof person.id === 'string' ? { id: person.id, name: person.name, email: person.email } : null;
  }

  forget(res: Response): void {
    res.clearCookie(PENDING_COOKIE, options(this.secure, res));
  }
}
