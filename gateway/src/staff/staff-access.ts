import { GraphQLError } from 'graphql';
import { type StaffAbility, abilitiesOf } from '@muster/contract/rules';
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

/**
 * Refuses, before any service call, a caller whose roles lack `ability` (the service checks it again): members and
 * other staff FORBIDDEN, visitors `visitorCode` (UNAUTHENTICATED where signing in could help).
 */
export function requireAbility(
  identity: CallerIdentity,
  ability: StaffAbility,
  message: string,
  visitorCode: 'UNAUTHENTICATED' | 'FORBIDDEN' = 'UNAUTHENTICATED',
): void {
  if (identity.userId !== null && abilitiesOf(identity.roles).includes(ability)) return;
  throw new GraphQLError(message, { extensions: { code: identity.userId === null ? visitorCode : 'FORBIDDEN' } });
}

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}
