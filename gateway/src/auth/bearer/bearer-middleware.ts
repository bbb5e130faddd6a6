import type { RequestHandler } from 'express';
import { answerGraphqlError } from '../../http/graphql-error-answer';
import { InvalidBearer, type BearerCredential, type BearerResolver } from './bearer-credential';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set when the request carried a valid `Authorization: Bearer` credential; it wins over any cookie. */
    musterCredential?: BearerCredential;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Settles `Authorization: Bearer …` before the session doors: the resolvers (API keys, OAuth tokens) are asked
 * in turn. A request without the header goes on as before (cookie or visitor); one whose token nobody accepts
 * answers 401 `UNAUTHENTICATED` with `WWW-Authenticate` (RFC 6750), never quietly as a visitor, so a partner
 * with a revoked key learns it at once.
 */
export function bearerCredentials(resolvers: BearerResolver[]): RequestHandler {
  return (req, res, next) => {
    const header = req.headers.authorization;
    if (!header) return next();
    const token = BEARER.exec(header)?.[1];
    if (!token) return refuse(res, 'The Authorization header must be "Bearer <token>".');
    (async () => {
      for (const resolve of resolvers) {
        const credential = await resolve(token);
        if (credential) return credential;
      }
      return null;
    })().then(
      (credential) => {
        if (!credential) return refuse(res, 'The bearer token is not valid.');
        req.musterCredential = credential;
        next();
      },
      (error: unknown) => {
        if (error instanceof InvalidBearer) return refuse(res, error.message);
        // The key or token could not be checked (its store did not answer): a retryable 503, never a 500 and
        // never the request served as a visitor's.
        console.error('bearer credential check failed:', error);
        res.set('Retry-After', '5');
        answerGraphqlError(
          res,
          503,
          'Signing in with this token is unavailable for a moment; try again shortly.',
          'SERVICE_UNAVAILABLE',
        );
      },
    );
  };
}

function refuse(res: Parameters<RequestHandler>[1], message: string) {
  res.set('WWW-Authenticate', 'Bearer realm="muster", error="invalid_token"');
  answerGraphqlError(res, 401, message, 'UNAUTHENTICATED');
}
