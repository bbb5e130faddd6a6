import type { Request } from 'express';
import { ANONYMOUS, type CallerIdentity } from './identity';
import '../session/session-middleware';
import './bearer/bearer-middleware';

/**
 * Who is calling, for every door of the gateway: the GraphQL context, the image proxy and the photo routes
 * all ask here, so a signed address made for one identity is checked by the image service against that same
 * identity. A bearer credential (API key or OAuth token: auth/bearer) wins; otherwise the session middleware
 * settles it (session/session-middleware.ts); without a session, or with a lapsed one, the caller is an
 * anonymous visitor.
 */
export function identityOf(req: Request): CallerIdentity {
  return req.musterCredential?.identity ?? req.musterSession?.identity ?? ANONYMOUS;
}
