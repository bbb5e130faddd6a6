import type { Request, Response } from 'express';
import type { Authenticator } from '../auth/passport';
import type { SessionUserDto } from '@muster/contract';
import { credentialsError } from '../auth/account-errors';
import { expireSession, forgetSession } from './session-end';
import { ensureSession } from './session-middleware';
import { SIGN_IN_UNAVAILABLE, isSessionUnavailable, sessionUnavailable } from './session-outage';
import { saveSession } from './session-save';
import { SESSION_COOKIE } from './session-settings';
import { SIGNED_OUT, SIGNOUT_HEADER, type SessionState } from './session-data';

/**
 * The browser session of one GraphQL request, for the account mutations: sign in (through passport's local
 * strategy), sign out, and keeping the member in the session up to date after a change.
 */
export class SessionControl {
  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly passport: Authenticator,
  ) {}

  /** The session as it stands now (after any sign-in or sign-out earlier in this operation). */
  state(): SessionState {
    const record = this.req.session?.passport?.user;
    return record ? { user: record.user, verificationRequired: !!record.verificationRequired } : SIGNED_OUT;
  }

  /** The browser's address as Express reads it under the 'trust proxy' setting, for the auth service's throttle. */
  get clientIp(): string | undefined {
    return this.req.ip;
  }

  /** Runs the local strategy: the member behind the credentials, or the auth service's refusal. */
  authenticate(username: string, password: string): Promise<SessionUserDto> {
    // passport-local reads the credentials from the body, which here is the GraphQL request.
    const credentials = Object.create(this.req, { body: { value: { username, password } } }) as Request;
    return new Promise((resolve, reject) => {
      const done = (error: unknown, user?: SessionUserDto | false) => {
        if (error) reject(error);
        else if (user) resolve(user);
        else reject(credentialsError());
      };
      this.passport.authenticate('local', { session: false }, done)(credentials, this.res, reject);
    });
  }

  /** Whether the session store was out of reach when this request's session was read (session-outage.ts). */
  unavailable(): boolean {
    return isSessionUnavailable(this.req);
  }

  /**
   * Puts `user` in a session with a new id (passport regenerates it: no session fixation), stored before the
   * answer says so: a store out of reach refuses the sign-in (SESSION_UNAVAILABLE) rather than answering signed in
   * with a session nobody kept.
   */
  async logIn(user: SessionUserDto): Promise<void> {
    try {
      await this.storeLogIn(user);
    } catch (error) {
      throw sessionUnavailable(SIGN_IN_UNAVAILABLE, error);
    }
  }

  private async storeLogIn(user: SessionUserDto): Promise<void> {
    await ensureSession(this.req);
    if (isSessionUnavailable(this.req)) throw new Error('the session store cannot be reached');
    // A stale cookie on this same request was answered with the sign-out header; the new session replaces it.
    this.res.removeHeader(SIGNOUT_HEADER);
    const cookies = this.res.getHeader('set-cookie');
    if (Array.isArray(cookies))
      this.res.setHeader(
        'set-cookie',
        cookies.filter((c) => !c.startsWith(`${SESSION_COOKIE}=`)),
      );
    else if (typeof cookies === 'string' && cookies.startsWith(`${SESSION_COOKIE}=`))
      this.res.removeHeader('set-cookie');
    await new Promise<void>((resolve, reject) => {
      this.req.logIn(user as Express.User, (error) => (error ? reject(error) : resolve()));
    });
    await saveSession(this.req);
  }

  /** Keeps the member's latest record (e.g. after a username change) without rotating the session. */
  update(user: SessionUserDto): void {
    const record = this.req.session?.passport?.user;
    if (record && record.user.userId === user.userId) {
      record.user = user;
      record.checkedAt = Date.now();
    }
  }

  /** Ends the session in the store and forgets the cookie. */
  async signOut(): Promise<void> {
    await ensureSession(this.req);
    return forgetSession(this.req, this.res);
  }

  /** Ends the session with the sign-out header (page-expired), e.g. when a service says it is no longer valid. */
  async expire(): Promise<void> {
    await ensureSession(this.req);
    return expireSession(this.req, this.res, 'page-expired');
  }
}
