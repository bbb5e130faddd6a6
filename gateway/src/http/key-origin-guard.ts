import type { RequestHandler } from 'express';
import { isApiKeyCredential } from '../auth/api-key/api-key-resolver';
import { answerGraphqlError } from './graphql-error-answer';

/**
 * A key used from a web page works only from the origins registered with that key: CORS (key-cors.ts) admits any
 * live key's origin, since a preflight carries no key, so the request itself is checked here, before it runs
 * (a mutation would otherwise run although the browser hides its answer). Requests without an Origin header
 * (programs) and from Muster's own origin (GraphiQL) are not concerned.
 */
export function keyOriginGuard(publicOrigin: string): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    const credential = req.musterCredential;
    if (!origin || !isApiKeyCredential(credential)) return next();
    const own = [publicOrigin, `${req.protocol}://${req.get('host')}`];
    if (own.includes(origin) || credential.origins.includes(origin)) return next();
    answerGraphqlError(
      res,
      403,
      `This API key is not registered for pages of ${origin}; staff can add the origin to a new key.`,
      'FORBIDDEN',
    );
  };
}
