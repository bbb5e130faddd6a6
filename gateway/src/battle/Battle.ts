import type { BattleResolvers } from '../__generated__/resolvers-types';
import { formatNodeId } from '../node-id';
import { present } from '../common/present';

export const Battle: BattleResolvers = {
  id: (battle) => formatNodeId('BATTLE', battle.battleId),
  regiments: async (battle, _, { backends }) => present(await Promise.all(battle.regimentIds.map((id) => backends.regiment.regiment(id)))),
};
