import type { Request } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { SessionUserDto } from '@muster/contract';
import type { SignedInRecord } from '../session/session-data';

/** Checks a username (or email) and password; `POST /auth/user` behind it. */
export type CheckCredentials = (req: Request, username: string, password: string) => Promise<SessionUserDto>;

/**
 * One passport per gateway (not the module singleton, so gateways in one process keep their own services).
 * The local strategy asks the auth service; the session keeps the member and the times the session
 * middleware needs, so a request never waits for a user lookup it does not need.
 */
/** A passport instance of its own (passport's own name for its class is `Authenticator`). */
export type Authenticator = InstanceType<typeof Passport>;

export function createPassport(check: CheckCredentials): Authenticator {
  const passport = new Passport();
  passport.use(
    'local',
    new LocalStrategy({ passReqToCallback: true }, (req, username, password, done) => {
      check(req, username, password).then(
        (user) => done(null, user),
        (error) => done(error),
      );
    }),
  );
  passport.serializeUser<SignedInRecord>((user, done) => {
    const now = Date.now();
    done(null, { user: user as SessionUserDto, signedInAt: now, seenAt: now, checkedAt: now });
  });
  return passport;
}
