import { GraphQLError } from 'graphql';
import type { CallerIdentity } from '../auth/identity';
import { requireAbility } from '../staff/staff-access';

/**
 * Keys are managed by staff holding the api-keys ability; the services check it again. Visitors are told
 * FORBIDDEN too: signing in would not help them unless they are staff, and the admin tools say no alike.
 */
export function requireKeyStaff(identity: CallerIdentity): void {
  requireAbility(identity, 'api-keys', 'Only staff with the api-keys ability may manage API keys', 'FORBIDDEN');
}

/** A key's id as the schema gives it (its number as a string). */
export function keyIdOf(id: string): number {
  if (/^[1-9]\d{0,8}$/.test(id)) return Number(id);
  throw new GraphQLError(`"${id}" is not an API key id`, {
    extensions: { code: 'BAD_USER_INPUT', argumentName: 'id' },
  });
}
