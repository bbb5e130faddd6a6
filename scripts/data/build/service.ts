import type { Conflict } from '../curated/conflicts';
import type { CuratedPublication } from '../curated/publications';
import type { Rng } from '../rng';
import type { RollPlan } from './rolls';

const digits = (rng: Rng, n: number) => String(rng.int(10 ** (n - 1), 10 ** n - 1));

/** Service numbers as each branch issued them; none before the Army began numbering in 1918. */
export function serviceNumber(conflict: Conflict, branch: string, rank: string, rng: Rng, _id: number): string | null {
  if (!conflict.serviceNumbers) return null;
  const officer = /Lieutenant|Captain|Major|Colonel|Ensign/.test(rank);
  if (/Navy|Coast Guard/.test(branch))
    return officer ? digits(rng, 6) : `${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
  if (/Marine/.test(branch)) return officer ? `O-${digits(rng, 5)}` : digits(rng, conflict.startYear >= 1950 ? 7 : 6);
  if (officer) return `O-${digits(rng, conflict.startYear >= 1950 ? 7 : 6)}`;
  if (conflict.name === 'World War I') return String(rng.int(1_000_000, 4_999_999));
  if (conflict.name === 'World War II') return `${rng.pick(['3', '3', '3', '1', '2'])}${digits(rng, 7)}`;
  return `${rng.pick(['RA', 'US'])} ${rng.pick(['1', '5'])}${digits(rng, 7)}`;
}

const divisions: Record<string, string[]> = {
  'World War I': [
    '1st Division',
    '2nd Division',
    '26th Division',
    '42nd Division',
    '77th Division',
    '89th Division',
    '93rd Division',
  ],
  'World War II': [
    '1st Infantry Division',
    '3rd Infantry Division',
    '29th Infantry Division',
    '82nd Airborne Division',
    '101st Airborne Division',
    '1st Armored Division',
    '36th Infantry Division',
    '45th Infantry Division',
  ],
  'Korean War': [
    '1st Cavalry Division',
    '2nd Infantry Division',
    '7th Infantry Division',
    '24th Infantry Division',
    '25th Infantry Division',
    '1st Marine Division',
  ],
  'Vietnam War': [
    '1st Cavalry Division',
    '1st Infantry Division',
    '25th Infantry Division',
    '101st Airborne Division',
    '173rd Airborne Brigade',
    '3rd Marine Division',
    '1st Marine Division',
  ],
};
const airUnits = [
  '8th Air Force',
  '15th Air Force',
  '5th Air Force',
  '366th Tactical Fighter Wing',
  '8th Tactical Fighter Wing',
  '18th Fighter-Bomber Wing',
];
const ships: Record<string, string[]> = {
  'World War II': ['USS Enterprise (CV-6)', 'USS Franklin (CV-13)', 'USS Houston (CA-30)'],
  'Korean War': ['USS Valley Forge (CV-45)', 'USS Missouri (BB-63)', 'USS Walke (DD-723)'],
  'Vietnam War': [
    'USS Forrestal (CV-59)',
    'USS Oriskany (CV-34)',
    'USS Frank E. Evans (DD-754)',
    'USS Sanctuary (AH-17)',
  ],
};
const ordinalOf = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const companies = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'K', 'L', 'M'];

/** The unit as the clerk wrote it: the regiment and company when known, otherwise a plausible unit of the period. */
export function unitText(
  ctx: { roll: RollPlan; conflict: Conflict; pub: CuratedPublication },
  branch: string,
  company: string | null,
  homeState: string,
  rng: Rng,
): string {
  const { roll, conflict, pub } = ctx;
  if (roll.regiment) return company ? `Co. ${company}, ${roll.regiment.curated.name}` : roll.regiment.curated.name;
  if (roll.ship) return roll.ship;
  if (pub.slug === 'uss-arizona-memorial') return 'USS Arizona (BB-39)';
  if (/Navy|Coast Guard/.test(branch)) return rng.pick(ships[conflict.name] ?? ['USS Constitution']);
  if (/Air Force/.test(branch)) return rng.pick(airUnits);
  const letter = rng.pick(companies);
  if (conflict.startYear < 1900) {
    // Volunteer regiments were raised by states: the man's own (a roll's first browse value may be a cemetery).
    const state = roll.state ?? homeState;
    if (conflict.name === 'Indian Wars')
      return `Co. ${letter}, ${ordinalOf(rng.int(1, 10))} ${rng.pick(['Cavalry', 'Infantry'])}`;
    return `Co. ${letter}, ${ordinalOf(rng.int(1, 30))} ${state} ${rng.pick(['Infantry', 'Infantry', 'Cavalry', 'Volunteers'])}`;
  }
  if (conflict.name === 'Philippine-American War')
    return `Co. ${letter}, ${ordinalOf(rng.int(1, 49))} ${rng.pick(['U.S. Infantry', 'U.S. Volunteer Infantry'])}`;
  if (pub.slug === 'wwii-army-enlistment-records')
    return rng.pick([
      'Infantry',
      'Field Artillery',
      'Air Corps',
      'Corps of Engineers',
      'Medical Department',
      'Quartermaster Corps',
      'Signal Corps',
      'No branch assignment',
    ]);
  const division = rng.pick(divisions[conflict.name] ?? ['1st Division']);
  if (/Marine/.test(branch) && !/Marine/.test(division))
    return `Co. ${letter}, ${rng.int(1, 3)}d Bn, ${rng.pick(['1st', '5th', '7th', '9th'])} Marines`;
  return `Co. ${letter}, ${division}`;
}
