import { GraphQLError } from 'graphql';
import type { CallerIdentity } from '../auth/identity';

/**
 * The /admin calls are for members with a role; the user service checks each role's abilities again.
 * Refusing here spares visitors and members a service call.
 */
export function requireRole(identity: CallerIdentity): void {
  if (identity.userId !== null && identity.roles.length > 0) return;
  throw new GraphQLError('Only staff may use the admin tools', {
    extensions: { code: identity.userId === null ? 'UNAUTHENTICATED' : 'FORBIDDEN' },
  });
}

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}
