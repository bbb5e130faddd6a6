import type { BattleDto, CompanyDto, RegimentDto, UnitFactsDto } from '../contract/records';
import type { Battle, Company, Regiment } from '../db/database';
import { jsonStrings } from '../lib/batch';

export function toRegimentDto(g: Regiment, companyIds: number[], battleIds: number[], facts: UnitFactsDto): RegimentDto {
  return {
    regimentId: g.id,
    name: g.name,
    subType: g.sub_type,
    branch: g.branch,
    side: g.side,
    conflict: g.conflict,
    state: g.state,
    startPlace: g.start_place,
    endPlace: g.end_place,
    startDate: g.start_date,
    endDate: g.end_date,
    nicknames: jsonStrings(g.nicknames),
    history: g.history,
    leaders: jsonStrings(g.leaders),
    companyIds,
    battleIds,
    unitFacts: facts,
  };
}

export function toCompanyDto(c: Company): CompanyDto {
  return { companyId: c.id, regimentId: c.regiment_id, name: c.name, letter: c.letter, side: c.side, history: c.history, leaders: jsonStrings(c.leaders) };
}

export function toBattleDto(b: Battle, regimentIds: number[]): BattleDto {
  return {
    battleId: b.id,
    name: b.name,
    subType: b.sub_type,
    conflict: b.conflict,
    startDate: b.start_date,
    endDate: b.end_date,
    place: b.place,
    outcome: b.outcome,
    description: b.description,
    coordinates: { latitude: b.latitude, longitude: b.longitude },
    regimentIds,
  };
}
