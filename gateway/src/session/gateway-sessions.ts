import type { Request, RequestHandler, Response } from 'express';
import type { Store } from 'express-session';
import { ANONYMOUS } from '../auth/identity';
import { signInternalAuth } from '../auth/internal-auth';
import { createPassport } from '../auth/passport';
import { AuthBackend } from '../backends/auth';
import type { ServiceCallOptions } from '../backends/service-http';
import { UserBackend } from '../backends/user';
import { InstitutionFinder } from '../backends/institution-finder';
import type { GatewayMetrics } from '../metrics';
import { redisSessionStore } from './redis-store';
import { ServiceSessionStore } from '../backends/session-store';
import { SessionControl } from './session-control';
import { sessionMiddleware } from './session-middleware';
import type { SessionSettings } from './session-settings';

export interface GatewaySessionsOptions {
  servicesUrl: string;
  internalAuthSecret: string;
  metrics: GatewayMetrics;
  settings: SessionSettings;
  timeoutMs?: number;
}

export interface GatewaySessions {
  /** express-session and passport: mount before `resolve` on every door that needs the caller. */
  load: RequestHandler[];
  /** `load` for the GraphQL door: put off for a request without the session cookie until an operation needs it. */
  loadOnDemand: RequestHandler;
  /** Settles a caller without the session cookie as a visitor; false for one with it (session-middleware.ts). */
  settleVisitor(req: Request): Promise<boolean>;
  /** Settles the caller (see session-middleware.ts); `maxUserAgeMs` 0 reads the member on every request. */
  resolve(maxUserAgeMs: number): RequestHandler;
  /** The session of one GraphQL request, for the account mutations. */
  control(req: Request, res: Response): SessionControl;
  close(): Promise<void>;
}

/** Sessions of one gateway: in Redis when configured, else in the database through the services. */
export async function createGatewaySessions(options: GatewaySessionsOptions): Promise<GatewaySessions> {
  const { servicesUrl, internalAuthSecret, metrics, settings, timeoutMs } = options;
  const callOptions = (authHeader: string): ServiceCallOptions => ({
    baseUrl: servicesUrl,
    authHeader,
    metrics,
    timeoutMs,
  });
  const anonymousHeader = () => signInternalAuth(ANONYMOUS, internalAuthSecret);

  let store: Store;
  let close = async () => undefined as void;
  if (settings.redisUrl) {
    const redis = await redisSessionStore(settings.redisUrl, settings.redisPrefix);
    store = redis.store;
    close = redis.close;
  } else {
    store = new ServiceSessionStore({ servicesUrl, authHeader: anonymousHeader, metrics, timeoutMs });
  }

  const passport = createPassport((req, username, password) =>
    new AuthBackend(callOptions(anonymousHeader())).signIn(username, password, req.ip),
  );
  const middleware = sessionMiddleware({
    settings,
    store,
    passport,
    readUser: (identity) => new UserBackend(callOptions(signInternalAuth(identity, internalAuthSecret))).self(),
    institutions: new InstitutionFinder(callOptions(anonymousHeader())),
  });
  return {
    load: middleware.load,
    loadOnDemand: middleware.loadOnDemand,
    settleVisitor: middleware.settleVisitor,
    resolve: middleware.resolve,
    control: (req, res) => new SessionControl(req, res, passport),
    close,
  };
}
