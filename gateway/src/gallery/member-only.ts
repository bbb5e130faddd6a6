import { GraphQLError } from 'graphql';
import type { CallerIdentity } from '../auth/identity';

/** Galleries, tags and uploads belong to a member: visitors are told to sign in before any service call. */
export function requireMember(identity: CallerIdentity): void {
  if (identity.userId === null)
    throw new GraphQLError('Please sign in first', { extensions: { code: 'UNAUTHENTICATED' } });
}
