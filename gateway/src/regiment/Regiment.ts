import type { RegimentResolvers } from '../__generated__/resolvers-types';
import { formatNodeId } from '../node-id';
import { present } from '../common/present';

export const Regiment: RegimentResolvers = {
  id: (regiment) => formatNodeId('REGIMENT', regiment.regimentId),
  companies: async (regiment, _, { backends }) => present(await Promise.all(regiment.companyIds.map((id) => backends.regiment.company(id)))),
  battles: async (regiment, _, { backends }) => present(await Promise.all(regiment.battleIds.map((id) => backends.regiment.battle(id)))),
};
