import { GraphQLError } from 'graphql';
import { abilitiesOf } from '@muster/contract/rules';
import type { CallerIdentity } from '../auth/identity';

/**
 * The publication editor is for staff holding the publications ability (roles admin and content); the service
 * checks it again. Visitors are told to sign in, members and other staff that they may not.
 */
export function requirePublicationStaff(identity: CallerIdentity): void {
  if (identity.userId !== null && abilitiesOf(identity.roles).includes('publications')) return;
  throw new GraphQLError('Only staff with the publications ability may edit publications', {
    extensions: { code: identity.userId === null ? 'UNAUTHENTICATED' : 'FORBIDDEN' },
  });
}
