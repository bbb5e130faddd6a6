import { GraphQLError } from 'graphql';
import type { CallerIdentity } from '../auth/identity';

/** Galleries, tags and uploads belong to a member: visitors are told to sign in before any service call. */
export function requireMember(identity: CallerIdentity): void {
  if (identity.userId === null)
    throw new GraphQLError('Please sign in first', { extensions: { code: 'UNAUTHENTICATED' } });
}

/**
 * How many of a member's tagged images are read to page through: the user service's bound on one tag list
 * (services/src/tag/tag.schemas.ts limitQuery).
 */
export const TAGGED_READ = 10_000;
