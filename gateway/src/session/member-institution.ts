import type { InstitutionDto } from '@muster/contract';
import type { GatewayContext } from '../context';
import { institutionOf } from '../institution/resolved-institution';

/**
 * A member's own institution. The one the request was settled with when it is the same (no service call);
 * read by id otherwise: after `signIn` the request was settled as a visitor, whose institution (by address)
 * is not the member's, which is why `signIn` used to answer a library member's institution as null.
 */
export async function memberInstitution(
  institutionId: number | null,
  context: GatewayContext,
): Promise<InstitutionDto | null> {
  if (institutionId === null) return null;
  const settled = institutionOf(context.identity);
  if (settled?.id === institutionId) return settled;
  return context.backends.user.institution(institutionId);
}
