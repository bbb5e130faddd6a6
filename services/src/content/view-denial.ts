import type { Kysely } from 'kysely';
import type { Identity } from '../auth/identity';
import type { Database } from '../db/database';
import { type Requirement, type Viewer, decide } from '@muster/contract/rules';
import { accessViewer } from '../access/viewer';

/**
 * The `denial` block a service adds to an object the caller may not VIEW (the gateway exposes the same as
 * `Denial`): what would open it and the least account status that does.
 */
export interface DenialDto {
  action: 'VIEW';
  requirement: Requirement;
  minimumAccountStatus: string;
  accessLevel: string;
}

/**
 * A per-request decider: the caller's denial for objects of a level, or null when the caller may view them.
 * The viewer is read once per level (the confirmation only matters to CONFIRMED), so a batch of records costs
 * at most a couple of small queries whatever its size.
 */
export function viewDenials(
  db: Kysely<Database>,
  identity: Identity,
): (accessLevel: string) => Promise<DenialDto | null> {
  const viewers = new Map<string, Promise<Viewer>>();
  return async (accessLevel) => {
    let viewer = viewers.get(accessLevel);
    if (!viewer) viewers.set(accessLevel, (viewer = accessViewer(db, identity, accessLevel)));
    const decision = decide('VIEW', accessLevel, await viewer);
    if (decision.allowed || !('requirement' in decision)) return null;
    return {
      action: 'VIEW',
      requirement: decision.requirement,
      minimumAccountStatus: decision.minimumAccountStatus,
      accessLevel,
    };
  };
}
