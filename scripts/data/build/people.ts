import type { Faker } from '@faker-js/faker';
import type { Insertable } from 'kysely';
import type { IndexRecordTable } from '@muster/services/db';
import { battles } from '../curated/battles';
import { type Conflict, branchesFor } from '../curated/conflicts';
import * as names from '../curated/names';
import { countries, overseasDeathPlaces, states } from '../curated/places';
import type { CuratedPublication } from '../curated/publications';
import { rankAbbreviation, ranksFor } from '../curated/ranks';
import type { RecordView } from '../layout/view';
import type { Rng } from '../rng';
import { addYears, ageAt, fromDays, handDate, toDays, typedDate, yearOf } from './dates';
import { PlaceIndex } from './places';
import { confederateStates, type RollPlan } from './rolls';
import { award, deathCause, enlistmentRank, theater } from './service-details';
import { serviceNumber, unitText } from './service';

export type RecordRow = Omit<Insertable<IndexRecordTable>, 'image_id' | 'sub_image_id'>;

const occupations19th = [
  'Farmer',
  'Laborer',
  'Carpenter',
  'Blacksmith',
  'Shoemaker',
  'Clerk',
  'Teamster',
  'Mechanic',
  'Student',
  'Sailor',
  'Mason',
  'Painter',
  'Merchant',
  'Teacher',
  'Miner',
  'Lumberman',
  'Cooper',
  'Tailor',
];
const occupations20th = [
  'Farmer',
  'Laborer',
  'Clerk',
  'Machinist',
  'Truck Driver',
  'Salesman',
  'Student',
  'Mechanic',
  'Carpenter',
  'Miner',
  'Factory Worker',
  'Railroad Brakeman',
  'Bookkeeper',
  'Electrician',
  'Welder',
  'Teacher',
  'Cook',
];
const regimentRaces: Record<string, string> = {
  '54th Massachusetts Infantry': 'Black',
  '369th Infantry Regiment': 'Black',
  '10th Cavalry Regiment': 'Black',
  '442nd Regimental Combat Team': 'Asian',
};

export interface PersonContext {
  pub: CuratedPublication;
  conflict: Conflict;
  roll: RollPlan;
  places: PlaceIndex;
  rng: Rng;
  faker: Faker;
  stamp: string;
}

const byInitial = new Map<string, string[]>();
function surnameStartingIn(range: string, rng: Rng): string {
  if (!byInitial.size) {
    const all = [
      ...names.surnamesCommon,
      ...names.surnamesIrish,
      ...names.surnamesGerman,
      ...names.surnamesScandinavian,
      ...names.surnamesSouthernEurope,
      ...names.surnamesHispanic,
    ];
    for (const s of all) {
      const list = byInitial.get(s[0]) ?? [];
      list.push(s);
      byInitial.set(s[0], list);
    }
  }
  const [from, to = from] = range.split('-');
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((l) => l >= from && l <= to && byInitial.has(l));
  return rng.pick(byInitial.get(rng.pick(letters))!);
}

function surnameFor(ctx: PersonContext, race: string): string {
  const { rng, roll, conflict } = ctx;
  if (roll.surnames) return surnameStartingIn(roll.surnames, rng);
  const regiment = roll.regiment?.curated.name ?? '';
  if (race === 'Asian') return rng.pick(names.surnamesJapanese);
  if (race === 'Black' && rng.chance(0.6)) return rng.pick(names.surnamesAfricanAmerican);
  if (race === 'Hispanic') return rng.pick(names.surnamesHispanic);
  if (/69th|165th/.test(regiment) && rng.chance(0.6)) return rng.pick(names.surnamesIrish);
  if (roll.state === 'Minnesota' || roll.state === 'Wisconsin') {
    if (rng.chance(0.35)) return rng.pick(names.surnamesScandinavian);
    if (rng.chance(0.3)) return rng.pick(names.surnamesGerman);
  }
  const modern = conflict.startYear >= 1900;
  return rng.pick(
    rng.weighted<string[]>([
      [names.surnamesCommon, 62],
      [names.surnamesIrish, conflict.startYear >= 1840 ? 13 : 4],
      [names.surnamesGerman, conflict.startYear >= 1840 ? 12 : 4],
      [names.surnamesScandinavian, modern ? 4 : 1],
      [names.surnamesSouthernEurope, modern ? 9 : 0],
      [names.surnamesHispanic, modern ? 4 : 0.5],
    ]),
  );
}

function raceFor(ctx: PersonContext): string {
  const { rng, roll, conflict } = ctx;
  const special = roll.regiment && regimentRaces[roll.regiment.curated.name];
  if (special) return special;
  if (roll.regiment?.curated.name === '1st Rhode Island Regiment') return rng.chance(0.5) ? 'Black' : 'White';
  if (conflict.startYear < 1900) return 'White';
  return rng.weighted([
    ['White', 84],
    ['Black', 10],
    ['Hispanic', 3.5],
    ['Asian', 1.5],
    ['American Indian', 1],
  ]);
}

function homeState(ctx: PersonContext): string {
  const { rng, roll, pub, conflict } = ctx;
  if (roll.state && states.some((s) => s.name === roll.state)) return roll.state;
  if (pub.side === 'Confederate') return rng.pick(confederateStates);
  const open = states.filter((s) => s.admitted <= Math.max(1790, conflict.startYear + 2));
  return rng.pick(open).name;
}

const foreignBirth = ['Ireland', 'Germany', 'England', 'Scotland', 'Canada'];

/** One man (or, rarely in the 20th century, woman) as the publication records them. */
export function makePerson(ctx: PersonContext, id: number): { row: RecordRow; view: RecordView } {
  const { rng, pub, conflict, roll, places, faker } = ctx;
  const modern = conflict.startYear >= 1900;
  const female =
    modern && !roll.regiment && !pub.slug.includes('draft') && pub.slug !== 'uss-arizona-memorial' && rng.chance(0.015);
  const race = raceFor(ctx);
  const surname = surnameFor(ctx, race);
  const givenList = female ? names.femaleGivenNames : modern ? names.givenNames20th : names.givenNames19th;
  // Some surnames are given names too (Harris, James): a man is never "Harry Harry" nor "John John Smith".
  const givenChoices = (race === 'Asian' && !female ? names.givenNamesJapanese : givenList).filter(
    (g) => g !== surname,
  );
  const given = rng.pick(givenChoices);
  const middleNames = female ? names.femaleGivenNames : modern ? names.givenNames20th : names.givenNames19th;
  const middleList = middleNames.filter((m) => m !== given && m !== surname);
  const middleFull = rng.chance(modern ? 0.75 : 0.35) ? rng.pick(middleList) : null;
  const middle = middleFull && (modern ? (rng.chance(0.5) ? middleFull : middleFull[0]) : middleFull[0]);
  const suffix = !female && rng.chance(0.025) ? rng.pick(names.nameSuffixes) : null;
  const state = homeState(ctx);
  const stateInfo = states.find((s) => s.name === state)!;
  const residencePath = `United States,${state},${rng.pick(stateInfo.cities)}`;

  // Dates: enlistment within the unit's service, age 17–45 at enlistment.
  const regiment = roll.regiment?.curated;
  let from = toDays(regiment?.startDate && regiment.startDate > conflict.start ? regiment.startDate : conflict.start);
  let to = toDays(regiment?.endDate && regiment.endDate < conflict.end ? regiment.endDate : conflict.end);
  if (roll.year) {
    from = Math.max(from, toDays(`${roll.year}-01-01`));
    to = Math.min(to, toDays(`${roll.year}-12-31`));
  }
  const draft = pub.form === 'draft-cards';
  // A roll's year may fall outside the regiment's service: enlist no later than a month before the war's end.
  to = Math.min(to, toDays(conflict.end) - 30);
  from = Math.min(from, to);
  let enlisted = fromDays(rng.int(from, Math.max(from, to - 30)));
  if (draft)
    enlisted = conflict.name === 'World War I' ? rng.pick(['1917-06-05', '1918-06-05', '1918-09-12']) : '1942-04-27';
  // The Arizona's crew had all joined the Navy before she was sunk on the war's first day.
  if (pub.slug === 'uss-arizona-memorial') enlisted = fromDays(rng.int(toDays('1936-01-01'), toDays('1941-10-31')));
  const age =
    draft && conflict.name === 'World War II'
      ? rng.int(45, 64)
      : draft
        ? rng.int(18, 45)
        : Math.min(45, 17 + Math.floor(Math.abs(rng.normal()) * 7 + rng.next() * 4));
  const birth = fromDays(toDays(addYears(enlisted, -age)) - rng.int(1, 364));
  const foreign = !modern && rng.chance(conflict.startYear >= 1840 ? 0.18 : 0.06);
  const birthPath = foreign
    ? (() => {
        const c = rng.pick(foreignBirth);
        return `${c},${rng.pick(countries.find((x) => x.name === c)!.cities)}`;
      })()
    : rng.chance(0.8)
      ? residencePath
      : `United States,${rng.pick(states.filter((s) => s.admitted <= Math.max(1790, yearOf(birth) + 30))).name}`;
  const enlistPath = rng.chance(0.85) ? residencePath : `United States,${state}`;

  const branch =
    roll.branch ??
    regiment?.branch ??
    (roll.ship
      ? 'U.S. Navy'
      : pub.slug === 'uss-arizona-memorial'
        ? rng.chance(0.93)
          ? 'U.S. Navy'
          : 'U.S. Marine Corps'
        : pub.slug === 'vietnam-veterans-memorial'
          ? rng.weighted([
              ['U.S. Army', 65],
              ['U.S. Marine Corps', 25],
              ['U.S. Navy', 4],
              ['U.S. Air Force', 6],
            ] as const)
          : branchesFor(conflict, pub.side)[0]);
  const rankTable = ranksFor(conflict.startYear, branch);
  // The women of these records served as nurses: unranked in 1917-1918, commissioned from the Second World War.
  const rankFull = female
    ? conflict.name === 'World War I'
      ? 'Nurse'
      : /Navy|Coast Guard/.test(branch)
        ? 'Ensign'
        : conflict.startYear < 1950
          ? 'Second Lieutenant'
          : 'First Lieutenant'
    : rng.weighted(rankTable);
  const company = female
    ? null
    : (roll.company ??
      (regiment && roll.regiment!.companies.size ? rng.pick([...roll.regiment!.companies.keys()]) : null));

  // Death: every man on a casualty list died; elsewhere some did, mostly of disease before 1900.
  const unitBattles = (roll.regiment?.battleIds ?? []).map((b) => battles[b - 1]);
  const dies = pub.casualties || rng.chance(conflict.name === 'Civil War' ? 0.14 : 0.06);
  let died: string | null = null;
  let casualty: string | null = null;
  let deathPath: string | null = null;
  if (dies && !draft) {
    const fought = unitBattles.filter((b) => b.start >= enlisted);
    if (pub.slug === 'uss-arizona-memorial') {
      died = '1941-12-07';
      casualty = 'Killed in Action';
      deathPath = 'United States,Hawaii,Honolulu';
    } else if (fought.length && rng.chance(0.6)) {
      const battle = rng.pick(fought);
      died = fromDays(rng.int(toDays(battle.start), toDays(battle.end)));
      casualty = rng.chance(0.75) ? 'Killed in Action' : 'Died of Wounds';
      const battleState = states.find((s) => battle.place.endsWith(s.name));
      deathPath = battleState ? `United States,${battleState.name}` : null;
    } else {
      // Between three weeks after enlistment (or the war's first day) and the war's last.
      const earliest = Math.max(toDays(enlisted) + 20, toDays(conflict.start));
      died = fromDays(rng.int(Math.min(earliest, toDays(conflict.end)), toDays(conflict.end)));
      casualty = female
        ? 'Died of Disease'
        : modern
          ? rng.weighted([
              ['Killed in Action', 60],
              ['Died of Wounds', 14],
              ['Missing in Action', 6],
              ['Died Non-Battle', 12],
              ['Accident', 8],
            ])
          : rng.weighted([
              ['Died of Disease', 62],
              ['Killed in Action', 24],
              ['Died of Wounds', 10],
              ['Died as Prisoner of War', 4],
            ]);
    }
    if (!deathPath) {
      const overseas = overseasDeathPlaces[conflict.name];
      deathPath = overseas && (modern || rng.chance(0.5)) ? rng.pick(overseas) : `United States,${state}`;
    }
  }
  const discharged =
    died || draft
      ? null
      : fromDays(Math.min(toDays(enlisted) + rng.int(90, 365 * 3), toDays(conflict.end) + rng.int(10, 120)));

  // Buried where he died when that was at home; the 20th century brought most of the overseas dead home.
  const burialPath = !deathPath
    ? null
    : deathPath.startsWith('United States')
      ? deathPath
      : modern
        ? residencePath
        : null;
  const buried = died && burialPath ? fromDays(toDays(died) + rng.int(1, modern ? 60 : 10)) : null;
  const serial = serviceNumber(conflict, branch, rankFull, rng, id);
  const unit = female
    ? /Navy|Coast Guard|Marine/.test(branch)
      ? 'Navy Nurse Corps'
      : /Air Force\b/.test(branch)
        ? 'Air Force Nurse Corps'
        : 'Army Nurse Corps'
    : unitText(ctx, branch, company, state, rng);
  const fullName = [given, middle, surname, suffix].filter(Boolean).join(' ');
  const date = conflict.hand === 'typed' ? typedDate : handDate;
  const view: RecordView = {
    nameLast: `${surname}${suffix ? ` ${suffix}` : ''}, ${given}${middle ? ` ${middle.length === 1 ? `${middle}.` : middle}` : ''}`,
    nameFull: fullName.replace(/ ([A-Z])( |$)/, ' $1.$2'),
    rank: rankAbbreviation(rankFull),
    rankFull,
    age: draft && conflict.name === 'World War II' ? String(age) : String(ageAt(birth, enlisted)),
    born: date(birth),
    birthPlace: PlaceIndex.label(birthPath),
    residence:
      draft && modern
        ? `${faker.location.streetAddress()}, ${PlaceIndex.label(residencePath)}`
        : PlaceIndex.label(residencePath),
    state,
    enlisted: date(enlisted),
    enlistedPlace: PlaceIndex.label(enlistPath),
    company: company ?? '',
    regiment: regiment?.name ?? '',
    unit,
    serial:
      serial ??
      (draft
        ? String(rng.int(100, 4999))
        : pub.contentType === 'Pension Files'
          ? `${rng.pick(['S.', 'W.', 'R.'])} ${rng.int(1000, 39999)}`
          : ''),
    died: died ? date(died) : '',
    deathPlace: deathPath ? PlaceIndex.label(deathPath) : '',
    casualty: casualty ?? '',
    discharged: discharged ? date(discharged) : '',
    remarks: died
      ? `${casualty} ${date(died)}`
      : discharged
        ? `${modern ? 'Hon. disch.' : 'Mustered out'} ${date(discharged)}`
        : '',
    occupation: rng.pick(modern ? occupations20th : occupations19th),
    race,
    grave: String(rng.int(1, 3400)),
  };
  const row: RecordRow = {
    id,
    publication_id: 0,
    title: `${fullName} in ${pub.shortTitle}`,
    given_name: given,
    middle_name: middle,
    surname,
    name_suffix: suffix,
    full_name: fullName,
    gender: female ? 'Female' : 'Male',
    race,
    birth_date: birth,
    birth_year: yearOf(birth),
    birth_place_id: places.id(birthPath),
    residence_place_id: places.id(residencePath),
    enlistment_date: draft ? null : enlisted,
    enlistment_year: draft ? null : yearOf(enlisted),
    enlistment_place_id: draft ? null : places.id(enlistPath),
    discharge_date: discharged,
    death_date: died,
    death_year: died ? yearOf(died) : null,
    death_place_id: deathPath ? places.id(deathPath) : null,
    conflict: conflict.name,
    branch,
    rank: draft ? null : rankFull,
    unit: draft ? null : unit,
    regiment_id: roll.regiment?.id ?? null,
    company_id: company && roll.regiment ? (roll.regiment.companies.get(company) ?? null) : null,
    service_number: serial,
    casualty_type: casualty,
    award: draft ? null : award(conflict, casualty, rng),
    death_cause: casualty ? deathCause(casualty, modern, rng) : null,
    rank_enlistment: draft ? null : female ? rankFull : enlistmentRank(rankTable, rankFull, rng),
    rank_discharge: discharged ? rankFull : null,
    theater: draft ? null : theater(conflict, branch, unitBattles, rng),
    burial_date: buried,
    burial_place_id: buried && burialPath ? places.id(burialPath) : null,
    created: ctx.stamp,
    last_modified: ctx.stamp,
  };
  return { row, view };
}
