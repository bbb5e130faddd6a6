import type { BattleDto, CompanyDto, PlaceDto, RegimentDto, UnitEventDto, UnitFactsDto } from '@muster/contract';
import type { Battle, Company, Regiment } from './regiment.table';
import { jsonStrings } from '../lib/batch';

/** A battle a regiment fought, as the battle query returns it. */
export interface BattleEventRow {
  battle_id: number;
  name: string;
  start_date: string;
  end_date: string;
  place: string;
}

/** What the records and publications say about a regiment beyond its own row. */
export interface RegimentExtras {
  companyIds: number[];
  battles: BattleEventRow[];
  facts: UnitFactsDto;
  place: PlaceDto | null;
}

export function toRegimentDto(g: Regiment, x: RegimentExtras): RegimentDto {
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
    companyIds: x.companyIds,
    battleIds: x.battles.map((b) => b.battle_id),
    unitFacts: x.facts,
    types: ['MILITARY_UNIT', g.sub_type],
    place: x.place,
    events: unitEvents(g, x.battles),
  };
}

/** A company serves with its regiment: the regiment's places, battles and events are the company's too. */
export function toCompanyDto(
  c: Company,
  regiment: Regiment | undefined,
  battles: BattleEventRow[],
  siblingIds: number[],
  aliases: string[],
): CompanyDto {
  return {
    companyId: c.id,
    regimentId: c.regiment_id,
    name: c.name,
    letter: c.letter,
    side: c.side,
    history: c.history,
    leaders: jsonStrings(c.leaders),
    startPlace: regiment?.start_place ?? null,
    endPlace: regiment?.end_place ?? null,
    battleIds: battles.map((b) => b.battle_id),
    events: regiment ? unitEvents(regiment, battles) : [],
    siblingIds,
    aliases,
  };
}

/** Organised, each battle, mustered out, in date order (undated steps keep their place in that sequence). */
export function unitEvents(
  g: Pick<Regiment, 'start_date' | 'start_place' | 'end_date' | 'end_place'>,
  battles: BattleEventRow[],
): UnitEventDto[] {
  const events: UnitEventDto[] = [];
  if (g.start_date || g.start_place)
    events.push({
      kind: 'ORGANIZED',
      title: 'Organized',
      startDate: g.start_date,
      endDate: null,
      place: g.start_place,
      battleId: null,
    });
  for (const b of battles)
    events.push({
      kind: 'BATTLE',
      title: b.name,
      startDate: b.start_date,
      endDate: b.end_date,
      place: b.place,
      battleId: b.battle_id,
    });
  if (g.end_date || g.end_place)
    events.push({
      kind: 'MUSTERED_OUT',
      title: 'Mustered out',
      startDate: g.end_date,
      endDate: null,
      place: g.end_place,
      battleId: null,
    });
  return events;
}

/**
 * The names the records write a unit under, most used first, without the unit's own name. For a regiment the
 * company part (`Co. A, `) is dropped, since that names the company.
 */
export function aliasesOf(
  name: string,
  texts: { text: string | null; soldiers: number }[],
  dropCompany: boolean,
  max = 5,
): string[] {
  const counts = new Map<string, number>();
  for (const t of texts) {
    const text = (dropCompany ? t.text?.replace(/^(Co\.|Company) [A-Z]{1,2}, /, '') : t.text)?.trim();
    if (text && text !== name) counts.set(text, (counts.get(text) ?? 0) + Number(t.soldiers));
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, max)
    .map(([text]) => text);
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
