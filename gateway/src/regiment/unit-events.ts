import type { UnitEventDto } from '@muster/contract';
import type { ResolversTypes, UnitEventKind } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';

/** A unit's events with their battles read in the same batch as the unit's battle list. */
export function unitEventsOf(
  events: UnitEventDto[],
  { backends }: GatewayContext,
): Promise<ResolversTypes['UnitEvent'][]> {
  return Promise.all(
    events.map(async ({ battleId, kind, ...event }) => ({
      ...event,
      kind: kind as UnitEventKind,
      battle: battleId == null ? null : await backends.regiment.battle(battleId),
    })),
  );
}
