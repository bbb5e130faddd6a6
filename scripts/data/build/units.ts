import type { Insertable } from 'kysely';
import type { BattleTable, CompanyTable, RegimentBattleTable, RegimentTable } from '@muster/services/db';
import { battles } from '../curated/battles';
import { type CuratedRegiment, companyLetters, regiments } from '../curated/regiments';
import type { Faker } from '@faker-js/faker';
import type { PlaceIndex } from './places';

export interface RegimentRef {
  id: number;
  curated: CuratedRegiment;
  /** Company ids by letter. */
  companies: Map<string, number>;
  battleIds: number[];
}

export interface UnitRows {
  battles: Insertable<BattleTable>[];
  regiments: Insertable<RegimentTable>[];
  companies: Insertable<CompanyTable>[];
  regimentBattles: Insertable<RegimentBattleTable>[];
  refs: RegimentRef[];
}

const ordinal = (letter: string) => companyLetters.indexOf(letter) + 1;

/** Battles, regiments with their ten companies, and which regiments fought where. */
export function buildUnits(places: PlaceIndex, faker: Faker): UnitRows {
  const battleRows = battles.map((b, i): Insertable<BattleTable> => ({
    id: i + 1,
    name: b.name,
    sub_type: b.subType,
    conflict: b.conflict,
    start_date: b.start,
    end_date: b.end,
    place: b.place,
    latitude: b.latitude,
    longitude: b.longitude,
    outcome: b.outcome,
    description: b.description,
  }));
  const battleId = new Map(battles.map((b, i) => [`${b.conflict}|${b.name}`, i + 1]));
  const out: UnitRows = { battles: battleRows, regiments: [], companies: [], regimentBattles: [], refs: [] };
  // A battle page lists the units that fought there; one lone unit reads as a skirmish of one side, so a battle
  // fought by only one curated regiment is listed on neither page (its history still tells it).
  const unitsAt = new Map<string, number>();
  for (const reg of regiments)
    for (const name of reg.battles)
      unitsAt.set(`${reg.conflict}|${name}`, (unitsAt.get(`${reg.conflict}|${name}`) ?? 0) + 1);
  regiments.forEach((reg, i) => {
    const id = i + 1;
    out.regiments.push({
      id,
      name: reg.name,
      sub_type: reg.subType,
      branch: reg.branch,
      side: reg.side,
      conflict: reg.conflict,
      state: reg.state,
      place_id: reg.state ? places.id(`United States,${reg.state}`) : null,
      start_place: reg.startPlace,
      end_place: reg.endPlace,
      start_date: reg.startDate,
      end_date: reg.endDate,
      nicknames: JSON.stringify(reg.nicknames),
      history: reg.history,
      leaders: JSON.stringify(reg.leaders.map(titled)),
    });
    const ref: RegimentRef = { id, curated: reg, companies: new Map(), battleIds: [] };
    for (const name of reg.battles) {
      const bid = battleId.get(`${reg.conflict}|${name}`);
      if (!bid) throw new Error(`${reg.name}: no battle ${name} in ${reg.conflict}`);
      if (unitsAt.get(`${reg.conflict}|${name}`)! < 2) continue;
      ref.battleIds.push(bid);
      out.regimentBattles.push({ regiment_id: id, battle_id: bid });
    }
    // Batteries and squadrons were not divided into lettered companies.
    const letters = reg.subType === 'REGIMENT' ? companyLetters : [];
    for (const letter of letters) {
      const cid = out.companies.length + 1;
      const captain = `${faker.person.firstName('male')} ${faker.person.lastName()}`;
      out.companies.push({
        id: cid,
        regiment_id: id,
        name: `Company ${letter}, ${reg.name}`,
        letter,
        side: reg.side,
        history: `Company ${letter} was the ${ordinalWord(ordinal(letter))} company of the ${reg.name}${reg.state ? `, raised in ${reg.state}` : ''}, and served with the regiment from ${reg.startPlace} to ${reg.endPlace}.`,
        leaders: JSON.stringify([titled({ rank: 'Captain', name: captain })]),
      });
      ref.companies.set(letter, cid);
    }
    out.refs.push(ref);
  });
  return out;
}

function ordinalWord(n: number): string {
  return (
    ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'][n - 1] ?? `${n}th`
  );
}

/** Leaders are stored as the contract's strings, rank first, the way unit histories name them. */
function titled(leader: { rank: string; name: string }): string {
  return `${leader.rank} ${leader.name}`;
}
