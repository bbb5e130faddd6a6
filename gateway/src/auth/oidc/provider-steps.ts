import express, { type Request, type RequestHandler, type Response } from 'express';
import { GraphQLError } from 'graphql';
import { AuthBackend } from '../../backends/auth';
import type { ServiceCallOptions } from '../../backends/service-http';
import type { GatewaySessions } from '../../session/gateway-sessions';
import { ANONYMOUS, identityOfUser } from '../identity';
import { signInternalAuth } from '../internal-auth';
import { ExternalAccountBackend } from '../../backends/external-account';
import { type PendingProviderSignIn, pendingOf, setPending } from './provider-pending';

interface StepDeps {
  sessions: GatewaySessions;
  internalAuthSecret: string;
  call: Omit<ServiceCallOptions, 'authHeader'>;
  /** The site's configured origin, the only one these JSON calls are taken from. */
  publicOrigin: string;
}

/** The spec's texts of provider mode (§8). */
export const PROVIDER_MESSAGES = {
  dedupe: 'There was an error signing in with this username. Please refresh the page and try again.',
  link: 'We were unable to connect your accounts. Please try another method or contact support for help.',
  expired: 'Your sign-in with the genealogy site has expired. Please start again.',
  terms: 'Please accept the terms to continue.',
} as const;

type Refusal = { code: string; message: string };

/**
 * The steps after the popup (accounts spec §2 provider mode, §4): link with Muster credentials (the link form,
 * or the dedupe step with one of its usernames), register with the terms accepted, and Continue on the
 * registered step. Each acts on the provider person kept in the session by the callback, never on one the
 * page names, and only for a JSON request from this site (a form on another site cannot send one).
 */
export function providerSteps({ sessions, internalAuthSecret, call, publicOrigin }: StepDeps): express.Router {
  const router = express.Router();
  const sameSiteJson = sameSiteJsonFrom(publicOrigin);
  const as = (header: string) => ({ ...call, authHeader: header });
  const anonymous = () => signInternalAuth(ANONYMOUS, internalAuthSecret);

  router.post(
    '/link',
    sameSiteJson,
    express.json({ limit: '4kb' }),
    step(async (req, res, pending) => {
      const { username, password } = req.body as { username?: unknown; password?: unknown };
      if (typeof username !== 'string' || !username.trim() || typeof password !== 'string' || !password) {
        return refuse(res, 400, { code: 'BAD_USER_INPUT', message: 'Username and password are required' });
      }
      const dedupe = pending.result === 'AMBIGUOUS';
      if (dedupe && !pending.usernames?.some((u) => u.toLowerCase() === username.trim().toLowerCase())) {
        return refuse(res, 400, { code: 'CREDENTIALS', message: PROVIDER_MESSAGES.dedupe });
      }
      let user;
      try {
        user = await new AuthBackend(as(anonymous())).signIn(username.trim(), password, req.ip);
      } catch (error) {
        const code = error instanceof GraphQLError ? String(error.extensions.code) : '';
        if (code === 'THROTTLED' || code === 'ACCOUNT_LOCKED' || code === 'PASSWORD_UPDATE_REQUIRED')
          return refuse(res, code === 'PASSWORD_UPDATE_REQUIRED' ? 401 : 429, {
            code,
            message: error instanceof Error ? error.message : code,
          });
        if (code === 'CREDENTIALS')
          return refuse(res, 401, {
            code,
            message: dedupe
              ? PROVIDER_MESSAGES.dedupe
              : 'The email/username and password you entered did not match our records. Please double-check and try again.',
          });
        throw error;
      }
      try {
        await new ExternalAccountBackend(as(signInternalAuth(identityOfUser(user), internalAuthSecret))).link(
          pending.person,
        );
      } catch (error) {
        if (error instanceof GraphQLError && error.extensions.code === 'LINK_TAKEN')
          return refuse(res, 409, { code: 'NOT_CONNECTED', message: PROVIDER_MESSAGES.link });
        throw error;
      }
      await sessions.control(req, res).logIn(user);
      res.json({ status: 'SUCCESS' });
    }),
  );

  router.post(
    '/register',
    sameSiteJson,
    express.json({ limit: '4kb' }),
    step(async (req, res, pending) => {
      if ((req.body as { acceptTerms?: unknown }).acceptTerms !== true)
        return refuse(res, 400, { code: 'TERMS', message: PROVIDER_MESSAGES.terms });
      if (pending.result !== 'NOT_FOUND')
        return refuse(res, 409, { code: 'NOT_CONNECTED', message: PROVIDER_MESSAGES.link });
      let user;
      try {
        user = await new ExternalAccountBackend(as(anonymous())).register(pending.person);
      } catch (error) {
        const code = error instanceof GraphQLError ? String(error.extensions.code) : '';
        if (['EMAIL_TAKEN', 'EMAIL_INVALID', 'LINK_TAKEN'].includes(code))
          return refuse(res, 409, { code: 'NOT_CONNECTED', message: PROVIDER_MESSAGES.link });
        throw error;
      }
      setPending(req, { ...pending, registeredUserId: user.userId, at: Date.now() });
      res.status(201).json({ status: 'REGISTERED', username: user.username });
    }),
  );

  // "Continue" on the registered step: the account just made, found again through its link.
  router.post(
    '/continue',
    sameSiteJson,
    step(async (req, res, pending) => {
      if (!pending.registeredUserId)
        return refuse(res, 409, { code: 'NOT_REGISTERED', message: PROVIDER_MESSAGES.expired });
      const match = await new ExternalAccountBackend(as(anonymous())).match(pending.person);
      if (match.status !== 'LINKED' || match.user.userId !== pending.registeredUserId)
        return refuse(res, 409, { code: 'NOT_CONNECTED', message: PROVIDER_MESSAGES.link });
      await sessions.control(req, res).logIn(match.user);
      res.json({ status: 'SUCCESS' });
    }),
  );

  return router;
}

function refuse(res: Response, status: number, refusal: Refusal): void {
  res.status(status).json(refusal);
}

/** A step needs the provider person of this browser's popup, fresh enough. */
function step(handler: (req: Request, res: Response, pending: PendingProviderSignIn) => Promise<void>): RequestHandler {
  return (req, res, next) => {
    const pending = pendingOf(req);
    if (!pending) return refuse(res, 409, { code: 'EXPIRED', message: PROVIDER_MESSAGES.expired });
    handler(req, res, pending).catch(next);
  };
}

/**
 * Cross-site request forgery guard: a JSON content type (which another site's page cannot send without a CORS
 * preflight this gateway never grants) and, when the browser names one, this site's configured origin (not the
 * request's Host, which a rebound DNS name chooses; `Origin: null` from a sandboxed page is never this site).
 */
function sameSiteJsonFrom(publicOrigin: string): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin');
    const json = req.get('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/json';
    if (!json || (origin !== undefined && origin !== publicOrigin)) {
      return refuse(res, 403, { code: 'FORBIDDEN', message: 'This request must come from the sign-in page' });
    }
    next();
  };
}
