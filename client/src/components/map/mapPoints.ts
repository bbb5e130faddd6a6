import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { formatDateRange } from '../../lib/dates';
import type { MapPoint } from './projection';

export const MapPoint_battle = graphql(`
  fragment MapPoint_battle on Battle {
    id
    battleId
    name
    startDate
    endDate
    coordinates { latitude longitude }
  }
`);

/** Battles as map points, each once (a battle reached through two regiments is one point). */
export function toMapPoints(battles: readonly FragmentType<typeof MapPoint_battle>[]): MapPoint[] {
  const seen = new Map<number, MapPoint>();
  for (const ref of battles) {
    const b = getFragmentData(MapPoint_battle, ref);
    if (!seen.has(b.battleId)) {
      seen.set(b.battleId, {
        battleId: b.battleId,
        name: b.name,
        ...b.coordinates,
        when: formatDateRange(b.startDate, b.endDate),
      });
    }
  }
  return [...seen.values()];
}
