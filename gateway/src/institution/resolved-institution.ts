import type { Request } from 'express';
import type { InstitutionDto } from '@muster/contract';
import type { CallerIdentity } from '../auth/identity';
import type { InstitutionFinder } from '../backends/institution-finder';
import { linkedInstitutionId } from './institution-link';

/**
 * The institution each settled identity came with. Keyed by the identity object the session middleware made
 * for one request (the GraphQL context carries that same object), so nothing outlives the request.
 */
const institutions = new WeakMap<CallerIdentity, InstitutionDto>();

/** The institution shown for this caller ("Library Edition at …"), or null. */
export function institutionOf(identity: CallerIdentity): InstitutionDto | null {
  return institutions.get(identity) ?? null;
}

/** Records the institution an identity settled elsewhere (a bearer token's member) came with. */
export function noteInstitution(identity: CallerIdentity, institution: InstitutionDto): CallerIdentity {
  institutions.set(identity, institution);
  return identity;
}

/**
 * Adds the institution to a settled identity: the member's own institution first, then the session's
 * institution link, then the caller's address (req.ip under 'trust proxy'). A lookup that fails leaves
 * the caller without an institution rather than failing the request.
 */
export async function withInstitution(
  req: Request,
  identity: CallerIdentity,
  finder: InstitutionFinder,
): Promise<CallerIdentity> {
  const id = identity.institutionId ?? linkedInstitutionId(req);
  const found = await (id !== null ? finder.byId(id) : req.ip ? finder.byAddress(req.ip) : Promise.resolve(null)).catch(
    () => null,
  );
  if (!found) return identity.institutionId === null ? identity : { ...identity, institutionId: null };
  const resolved: CallerIdentity = { ...identity, institutionId: found.id };
  institutions.set(resolved, found);
  return resolved;
}
