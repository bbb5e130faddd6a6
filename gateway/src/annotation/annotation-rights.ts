import { GraphQLError } from 'graphql';
import { type AnnotationDto, NOT_OFFERED, REFUSALS } from '@muster/contract';
import type { CallerIdentity } from '../auth/identity';
import type { Denial } from '../__generated__/resolvers-types';

/** The author or staff (a member with a role), the service's own rule. */
export const mayEdit = (annotation: Pick<AnnotationDto, 'userId'>, identity: CallerIdentity) =>
  identity.userId !== null && (annotation.userId === identity.userId || identity.roles.length > 0);

/** FORBIDDEN in the service's words, carrying the denial so the website can offer what opens the page. */
export function annotateForbidden(denial: Denial): GraphQLError {
  const { requirement, minimumAccountStatus, accessLevel, action } = denial;
  const message = requirement ? REFUSALS[requirement.toLowerCase()] : NOT_OFFERED;
  return new GraphQLError(message, {
    extensions: { code: 'FORBIDDEN', action, requirement, minimumAccountStatus, accessLevel },
  });
}
