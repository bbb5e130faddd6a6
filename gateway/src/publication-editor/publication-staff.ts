import type { CallerIdentity } from '../auth/identity';
import { requireAbility } from '../staff/staff-access';

/**
 * The publication editor is for staff holding the publications ability (roles admin and content); the service
 * checks it again. Visitors are told to sign in, members and other staff that they may not.
 */
export function requirePublicationStaff(identity: CallerIdentity): void {
  requireAbility(identity, 'publications', 'Only staff with the publications ability may edit publications');
}
