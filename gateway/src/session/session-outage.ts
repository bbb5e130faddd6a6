import type { Request, RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { SIGN_IN_UNAVAILABLE_MESSAGE } from '@muster/contract';

/**
 * When the session store (Redis) cannot be reached (issue 17, faults): the site keeps serving pages, a request
 * with a session cookie is served as a visitor's without being signed out (its session is still there, only out of
 * reach), and whatever needs the session is refused with SESSION_UNAVAILABLE instead of being done as a visitor or
 * half done: a sign-in that could not be stored would look signed in and be signed out on the next page.
 */
const unavailable = new WeakSet<Request>();

/** Whether this request's session could not be read because the store is out of reach. */
export function isSessionUnavailable(req: Request): boolean {
  return unavailable.has(req);
}

export const SIGN_IN_UNAVAILABLE = SIGN_IN_UNAVAILABLE_MESSAGE;
export const CHANGE_UNAVAILABLE =
  'Your session cannot be reached for a moment, so nothing was changed. Please try again shortly.';

export function sessionUnavailable(message: string, cause?: unknown): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'SESSION_UNAVAILABLE', http: { status: 503 } },
    originalError: cause instanceof Error ? cause : undefined,
  });
}

let loggedAt = 0;

/**
 * express-session passes on a store's failure to read the cookie's session as the request's error (a 500 for a
 * page that needs no session). This lets the request go on without a session, marked unavailable.
 */
export function tolerateStoreOutage(door: RequestHandler): RequestHandler {
  return (req, res, next) =>
    door(req, res, (error?: unknown) => {
      if (!error) return next();
      unavailable.add(req);
      if (Date.now() - loggedAt > 60_000) {
        loggedAt = Date.now();
        console.error('sessions: the store cannot be reached; requests are served as visitors until it is back', error);
      }
      next();
    });
}
