import type { RegimentResolvers } from '../__generated__/resolvers-types';
import { formatNodeId } from '../node-id';
import { toPlace } from '../common/Place';
import { present } from '../common/present';
import { memorialConnection, recordConnection } from './linked-connection';
import { unitEventsOf } from './unit-events';
import { unitFactsOf } from './unit-facts';

export const Regiment: RegimentResolvers = {
  id: (regiment) => formatNodeId('REGIMENT', regiment.regimentId),
  place: (regiment) => toPlace(regiment.place),
  events: (regiment, _, context) => unitEventsOf(regiment.events, context),
  companies: async (regiment, _, { backends }) =>
    present(await Promise.all(regiment.companyIds.map((id) => backends.regiment.company(id)))),
  battles: async (regiment, _, { backends }) =>
    present(await Promise.all(regiment.battleIds.map((id) => backends.regiment.battle(id)))),
  aliases: async (regiment, _, { backends }) => (await backends.regiment.profile(regiment.regimentId))?.aliases ?? [],
  provider: async (regiment, _, { backends }) =>
    (await backends.regiment.profile(regiment.regimentId))?.provider ?? null,
  images: async (regiment, _, { backends }) => {
    const imageIds = (await backends.regiment.profile(regiment.regimentId))?.imageIds ?? [];
    return present(await Promise.all(imageIds.map((id) => backends.document.image(id))));
  },
  unitFacts: (regiment, _, context) => unitFactsOf('regiment', regiment.regimentId, context),
  childUnitTypes: (regiment) => (regiment.companyIds.length ? ['COMPANY'] : []),
  records: (regiment, args, context) => recordConnection(context, 'regiment', regiment.regimentId, args),
  memorials: (regiment, args, context) => memorialConnection(context, 'regiment', regiment.regimentId, args),
};
