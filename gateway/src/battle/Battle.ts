import type { BattleResolvers } from '../__generated__/resolvers-types';
import { formatNodeId } from '../node-id';
import { present } from '../common/present';
import { memorialConnection, recordConnection } from '../regiment/linked-connection';

/** Scanned pages shown on a battle's page: those of its first casualties by name. */
const BATTLE_IMAGES = 6;

export const Battle: BattleResolvers = {
  id: (battle) => formatNodeId('BATTLE', battle.battleId),
  regiments: async (battle, _, { backends }) =>
    present(await Promise.all(battle.regimentIds.map((id) => backends.regiment.regiment(id)))),
  involvement: async (battle, _, { backends }) => {
    const regiments = present(await Promise.all(battle.regimentIds.map((id) => backends.regiment.regiment(id))));
    const sides = new Map<string, typeof regiments>();
    for (const r of regiments) sides.set(r.side, [...(sides.get(r.side) ?? []), r]);
    return [...sides].map(([side, units]) => ({ side, regiments: units }));
  },
  images: async (battle, _, { backends }) => {
    const page = await backends.regiment.linked('battle', 'records', battle.battleId, 0, 20);
    const records = present(await Promise.all((page?.ids ?? []).map((id) => backends.indexRecord.record(id))));
    const imageIds = [...new Set(records.map((r) => r.imageId))].slice(0, BATTLE_IMAGES);
    return present(await Promise.all(imageIds.map((id) => backends.document.image(id))));
  },
  records: (battle, args, context) => recordConnection(context, 'battle', battle.battleId, args),
  memorials: (battle, args, context) => memorialConnection(context, 'battle', battle.battleId, args),
};
