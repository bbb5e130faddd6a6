import { GraphQLError } from 'graphql';
import type { CallerIdentity } from '../auth/identity';

/** Galleries, tags and uploads belong to a member: visitors are told to sign in before any service call. */
export function requireMember(identity: CallerIdentity): void {
  if (identity.userId === null)
    throw new GraphQLError('Please sign in first', { extensions: { code: 'UNAUTHENTICATED' } });
}

/** Lists are asked for 1 to 500 entries at a time. */
export function listSize(first: number | null | undefined, fallback: number): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > 500) {
    throw new GraphQLError(`first must be between 1 and 500 (got ${size})`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return size;
}
