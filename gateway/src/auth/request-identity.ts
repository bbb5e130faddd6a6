import type { Request } from 'express';
import { ANONYMOUS, type CallerIdentity } from './identity';

/**
 * Who is calling, for every door of the gateway: the GraphQL context and the image proxy both ask here, so
 * a signed address made for one identity is checked by the image service against that same identity.
 */
export function identityOf(_req: Request): CallerIdentity {
  // TODO(sessions): read the session cookie and look the user up once sign-in exists; anonymous until then.
  return ANONYMOUS;
}
