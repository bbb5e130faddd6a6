import { abilitiesOf } from '@muster/contract/rules';
import type { CallerIdentity } from '../auth/identity';
import { requireAbility } from '../staff/staff-access';

/** Whether the caller's roles grant 'Manage this image' (contract staff-roles.ts: admin and content). */
export const managesImages = (identity: CallerIdentity) =>
  identity.userId !== null && abilitiesOf(identity.roles).includes('images');

/** Refuses visitors (UNAUTHENTICATED) and members and staff without the ability (FORBIDDEN) before any service call. */
export function requireImages(identity: CallerIdentity): void {
  requireAbility(identity, 'images', 'Only staff who manage images may do this');
}
