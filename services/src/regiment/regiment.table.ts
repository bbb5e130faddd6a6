import type { Selectable } from 'kysely';
import type { Json } from '../db/columns';

export interface RegimentTable {
  id: number;
  name: string;
  /** REGIMENT, BATTERY or SQUADRON */
  sub_type: string;
  branch: string;
  side: string;
  conflict: string;
  state: string | null;
  place_id: number | null;
  start_place: string | null;
  end_place: string | null;
  start_date: string | null;
  end_date: string | null;
  nicknames: Json;
  history: string;
  leaders: Json;
}

export interface CompanyTable {
  id: number;
  regiment_id: number;
  name: string;
  letter: string;
  side: string;
  history: string;
  leaders: Json;
}

export interface BattleTable {
  id: number;
  name: string;
  /** BATTLE or SKIRMISH */
  sub_type: string;
  conflict: string;
  start_date: string;
  end_date: string;
  place: string;
  latitude: number;
  longitude: number;
  outcome: string;
  description: string;
}

export interface RegimentBattleTable {
  regiment_id: number;
  battle_id: number;
}

export interface RegimentTables {
  regiments: RegimentTable;
  companies: CompanyTable;
  battles: BattleTable;
  regiment_battles: RegimentBattleTable;
}

export type Regiment = Selectable<RegimentTable>;
export type Company = Selectable<CompanyTable>;
export type Battle = Selectable<BattleTable>;
