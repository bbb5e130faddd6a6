import type { CuratedBattle } from './battle';
import {
  indianWarsBattles,
  mexicanBattles,
  philippineBattles,
  revolutionaryBattles,
  spanishAmericanBattles,
  war1812Battles,
} from './battles-18th-19th';
import { civilWarBattles } from './battles-civil-war';
import { koreanBattles, vietnamBattles, worldWarOneBattles, worldWarTwoBattles } from './battles-20th-century';

export type { CuratedBattle } from './battle';

/** Every curated battle in chronological order of conflicts; a battle's id is its position + 1. */
export const battles: CuratedBattle[] = [
  ...revolutionaryBattles,
  ...war1812Battles,
  ...mexicanBattles,
  ...civilWarBattles,
  ...indianWarsBattles,
  ...spanishAmericanBattles,
  ...philippineBattles,
  ...worldWarOneBattles,
  ...worldWarTwoBattles,
  ...koreanBattles,
  ...vietnamBattles,
];

export function battleNamed(name: string): CuratedBattle {
  const found = battles.find((b) => b.name === name);
  if (!found) throw new Error(`unknown battle ${name}`);
  return found;
}
