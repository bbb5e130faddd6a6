import type { SessionUserDto } from '@muster/contract';

/** What a signed-in session keeps (under express-session's `passport.user`, where passport puts it). */
export interface SignedInRecord {
  /** The member as last read from the user service. */
  user: SessionUserDto;
  /** Milliseconds since the epoch. */
  signedInAt: number;
  /** The last request, to the minute or so (written sparingly so the store is not written per request). */
  seenAt: number;
  /** When the member was last read from the user service. */
  checkedAt: number;
  /** Idle too long: served as a visitor until the password is entered again. */
  verificationRequired?: boolean;
}

declare module 'express-session' {
  interface SessionData {
    passport?: { user?: SignedInRecord };
  }
}

/** The browser session as the resolvers and the identity header see it for one request. */
export interface SessionState {
  user: SessionUserDto | null;
  verificationRequired: boolean;
}

export const SIGNED_OUT: SessionState = Object.freeze({ user: null, verificationRequired: false }) as SessionState;

/**
 * Header telling the website to sign off: its value is the reason of `/signoff?signout-reason={reason}`
 * (accounts spec §7). The gateway only ever sends `page-expired`: a lapsed, ended or revoked session.
 */
export const SIGNOUT_HEADER = 'x-muster-signout';
export type SignOutReason = 'page-expired';
