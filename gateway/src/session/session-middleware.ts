import type { Request, RequestHandler, Response } from 'express';
import session, { type Store } from 'express-session';
import type { Authenticator } from '../auth/passport';
import type { SessionUserDto } from '@muster/contract';
import { ANONYMOUS, identityOfUser, type CallerIdentity } from '../auth/identity';
import type { SignOutReason } from './session-data';
import { expireSession } from './session-end';
import type { InstitutionFinder } from '../backends/institution-finder';
import { hasInstitutionLink } from '../institution/institution-link';
import { holdsProviderSignIn } from '../auth/oidc/provider-pending';
import { withInstitution } from '../institution/resolved-institution';
import { noteImpersonation } from '../staff/impersonation-state';
import { isSessionUnavailable, tolerateStoreOutage } from './session-outage';
import { SESSION_COOKIE, type SessionSettings } from './session-settings';

/** Who the request is for, settled once by the session middleware and read by `identityOf`. */
export interface ResolvedSession {
  identity: CallerIdentity;
}

declare module 'express-serve-static-core' {
  interface Request {
    musterSession?: ResolvedSession;
  }
}

export interface SessionMiddlewareDeps {
  settings: SessionSettings;
  store: Store;
  passport: Authenticator;
  /** `GET /user/self` as the given member: the member now, or null when the account is gone. */
  readUser: (identity: CallerIdentity) => Promise<SessionUserDto | null>;
  /** Finds the institution of a caller (by the member, a library link or the address); none without it. */
  institutions?: InstitutionFinder;
}

/**
 * The session doors of the gateway: express-session (cookie `muster.sid`, HttpOnly, SameSite=Lax, Secure
 * over https) and passport, then `resolve` which settles the caller: a session idle too long needs its
 * password again (served as a visitor meanwhile); a session past its lifetime, whose member is gone or whose
 * credentials changed elsewhere, or a cookie whose session is gone, ends with the sign-out header.
 */
export function sessionMiddleware({ settings, store, passport, readUser, institutions }: SessionMiddlewareDeps) {
  const load: RequestHandler[] = [
    tolerateStoreOutage(
      session({
        name: SESSION_COOKIE,
        secret: settings.secret,
        store,
        resave: false,
        saveUninitialized: false,
        cookie: { httpOnly: true, sameSite: 'lax', secure: settings.secure, maxAge: settings.maxAgeMs, path: '/' },
      }),
    ),
    passport.initialize(),
  ];
  // Writes of the last-seen time are spaced out: a store write per request would cost more than the lapse is worth.
  const touchEveryMs = Math.min(60_000, settings.idleMs / 10);

  /** `maxUserAgeMs`: how old the session's copy of the member may be before it is read again. */
  const resolve =
    (maxUserAgeMs: number): RequestHandler =>
    async (req, res, next) => {
      try {
        let { identity } = await settle(req, res, maxUserAgeMs);
        if (institutions) identity = await withInstitution(req, identity, institutions);
        noteImpersonation(req, identity);
        req.musterSession = { identity };
        next();
      } catch (error) {
        next(error);
      }
    };

  async function settle(req: Request, res: Response, maxUserAgeMs: number): Promise<ResolvedSession> {
    // The store is out of reach: a visitor for now, the cookie kept (session-outage.ts).
    if (isSessionUnavailable(req)) return { identity: ANONYMOUS };
    const record = req.session?.passport?.user;
    if (!record) {
      // A visitor's session that holds a library link (or a provider sign-in under way) is alive without a member.
      if (hasSessionCookie(req) && !hasInstitutionLink(req) && !holdsProviderSignIn(req))
        await end(req, res, 'page-expired');
      return { identity: ANONYMOUS };
    }
    const now = Date.now();
    if (now - record.signedInAt > settings.maxAgeMs) return end(req, res, 'page-expired');
    // Checked before the idle lapse, so a revoked session ends even while it waits for its password.
    if (now - record.checkedAt > maxUserAgeMs) {
      const fresh = await readUser(identityOfUser(record.user));
      if (
        !fresh ||
        fresh.userId !== record.user.userId ||
        fresh.credentialsVersion !== record.user.credentialsVersion
      ) {
        return end(req, res, 'page-expired');
      }
      if (JSON.stringify(fresh) !== JSON.stringify(record.user)) record.user = fresh;
      if (now - record.checkedAt > touchEveryMs) record.checkedAt = now;
    }
    if (record.verificationRequired || now - record.seenAt > settings.idleMs) {
      record.verificationRequired = true;
      return { identity: ANONYMOUS };
    }
    if (now - record.seenAt > touchEveryMs) record.seenAt = now;
    return { identity: identityOfUser(record.user) };
  }

  /**
   * `load` for the GraphQL door. Most of its requests carry no session cookie (visitors, partners, the mobile
   * apps' public reads) and have no session to read; for them express-session and passport run only when an
   * operation starts a session (sign-in, registration), through `ensureSession`.
   */
  const loadOnDemand: RequestHandler = (req, res, next) => {
    if (hasSessionCookie(req)) return runEach(load, req, res, next);
    pendingSessions.set(
      req,
      () =>
        new Promise<void>((resolve, reject) =>
          runEach(load, req, res, (error?: unknown) => (error ? reject(error) : resolve())),
        ),
    );
    next();
  };

  /**
   * A request without the session cookie is a visitor: settled at once as anonymous with the institution of its
   * address, what `loadOnDemand` and `resolve` would settle, without their machinery (read-only doors that see
   * many such requests: a viewer page asks for dozens of tiles). Answers false, settling nothing, for a request
   * with the cookie.
   */
  const settleVisitor = async (req: Request): Promise<boolean> => {
    if (hasSessionCookie(req)) return false;
    const identity = institutions ? await withInstitution(req, ANONYMOUS, institutions) : ANONYMOUS;
    req.musterSession = { identity };
    return true;
  };

  return { load, loadOnDemand, resolve, settleVisitor };
}

/** Requests whose session middleware has not run yet (loadOnDemand), with the call that runs it. */
const pendingSessions = new WeakMap<Request, () => Promise<void>>();

/** Runs the session middleware of a request that put it off; nothing when it already ran. */
export async function ensureSession(req: Request): Promise<void> {
  const start = pendingSessions.get(req);
  if (!start) return;
  pendingSessions.delete(req);
  await start();
}

function runEach(handlers: RequestHandler[], req: Request, res: Response, done: (error?: unknown) => void): void {
  const step = (i: number, error?: unknown): void => {
    if (error || i === handlers.length) return done(error);
    handlers[i](req, res, (next?: unknown) => step(i + 1, next));
  };
  step(0);
}

function hasSessionCookie(req: Request): boolean {
  return (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

async function end(req: Request, res: Response, reason: SignOutReason): Promise<ResolvedSession> {
  await expireSession(req, res, reason);
  return { identity: ANONYMOUS };
}
