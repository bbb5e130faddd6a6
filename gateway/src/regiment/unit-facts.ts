import type { UnitFactsDetailDto } from '@muster/contract';
import type { UnitFacts } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { toPlace } from '../common/Place';
import { required } from '../common/present';

/** A unit's facts from the service, with the enlistment place written as the schema's Place. */
export async function unitFactsOf(
  kind: 'regiment' | 'company',
  id: number,
  { backends }: GatewayContext,
): Promise<UnitFacts> {
  const {
    unitId: _unitId,
    mostCommonEnlistmentPlace: place,
    ...facts
  }: UnitFactsDetailDto = required(await backends.regiment.facts(kind, id), `${kind} facts`, id);
  return {
    ...facts,
    mostCommonEnlistmentPlace: place ? { place: toPlace(place.place)!, soldiers: place.soldiers } : null,
  };
}
