/** Enlisted and officer ranks by era and branch, with the weight of each among the men on a roll. */
export type RankTable = (readonly [rank: string, weight: number])[];

const continental: RankTable = [
  ['Private', 70],
  ['Corporal', 8],
  ['Sergeant', 7],
  ['Fifer', 3],
  ['Drummer', 3],
  ['Ensign', 2],
  ['Lieutenant', 3],
  ['Captain', 2],
  ['Major', 1],
];
const nineteenthArmy: RankTable = [
  ['Private', 72],
  ['Corporal', 8],
  ['Sergeant', 7],
  ['First Sergeant', 1.5],
  ['Musician', 2],
  ['Wagoner', 1.5],
  ['Second Lieutenant', 1.5],
  ['First Lieutenant', 1.5],
  ['Captain', 1.5],
  ['Major', 0.5],
  ['Lieutenant Colonel', 0.3],
  ['Colonel', 0.2],
];
const nineteenthNavy: RankTable = [
  ['Landsman', 30],
  ['Ordinary Seaman', 25],
  ['Seaman', 20],
  ['Coal Heaver', 8],
  ["Boatswain's Mate", 4],
  ["Gunner's Mate", 4],
  ['Master-at-Arms', 2],
  ['Ensign', 3],
  ['Lieutenant', 2],
];
const worldWarArmy: RankTable = [
  ['Private', 48],
  ['Private First Class', 22],
  ['Corporal', 9],
  ['Sergeant', 7],
  ['Staff Sergeant', 3],
  ['Technician Fifth Grade', 4],
  ['Technical Sergeant', 1.5],
  ['First Sergeant', 0.8],
  ['Second Lieutenant', 2],
  ['First Lieutenant', 1.5],
  ['Captain', 1],
  ['Major', 0.3],
];
const worldWarNavy: RankTable = [
  ['Apprentice Seaman', 15],
  ['Seaman Second Class', 25],
  ['Seaman First Class', 22],
  ['Fireman First Class', 10],
  ['Coxswain', 5],
  ["Gunner's Mate Third Class", 5],
  ["Machinist's Mate Second Class", 5],
  ['Radioman Third Class', 4],
  ['Chief Petty Officer', 2],
  ['Ensign', 2],
  ['Lieutenant (jg)', 1.5],
];
const marines: RankTable = [
  ['Private', 40],
  ['Private First Class', 30],
  ['Corporal', 12],
  ['Sergeant', 8],
  ['Staff Sergeant', 3],
  ['Gunnery Sergeant', 1.5],
  ['Second Lieutenant', 2],
  ['First Lieutenant', 1.5],
  ['Captain', 1],
];
const airForce: RankTable = [
  ['Airman Third Class', 15],
  ['Airman Second Class', 20],
  ['Airman First Class', 25],
  ['Staff Sergeant', 15],
  ['Technical Sergeant', 6],
  ['Second Lieutenant', 5],
  ['First Lieutenant', 6],
  ['Captain', 6],
  ['Major', 2],
];
const armyAirForces: RankTable = [
  ['Private', 10],
  ['Corporal', 10],
  ['Sergeant', 20],
  ['Staff Sergeant', 25],
  ['Technical Sergeant', 10],
  ['Second Lieutenant', 12],
  ['First Lieutenant', 10],
  ['Captain', 3],
];
const modernArmy: RankTable = [
  ['Private', 25],
  ['Private First Class', 30],
  ['Specialist Four', 18],
  ['Corporal', 5],
  ['Sergeant', 9],
  ['Staff Sergeant', 5],
  ['Sergeant First Class', 2],
  ['Second Lieutenant', 2.5],
  ['First Lieutenant', 2.5],
  ['Captain', 1.5],
  ['Major', 0.5],
];
const modernNavy: RankTable = [
  ['Seaman Apprentice', 15],
  ['Seaman', 30],
  ['Hospital Corpsman Third Class', 12],
  ['Petty Officer Third Class', 15],
  ['Petty Officer Second Class', 10],
  ['Chief Petty Officer', 3],
  ['Ensign', 3],
  ['Lieutenant (jg)', 3],
  ['Lieutenant', 2],
];

export function ranksFor(conflictStartYear: number, branch: string): RankTable {
  const navy = /Navy|Coast Guard/.test(branch);
  if (conflictStartYear < 1800) return navy ? nineteenthNavy : continental;
  if (conflictStartYear < 1900) return navy ? nineteenthNavy : nineteenthArmy;
  if (/Marine/.test(branch)) return marines;
  if (/Air Forces/.test(branch)) return armyAirForces;
  if (/Air Force/.test(branch)) return airForce;
  if (conflictStartYear < 1950) return navy ? worldWarNavy : worldWarArmy;
  return navy ? modernNavy : modernArmy;
}

const abbreviations: Record<string, string> = {
  Private: 'Pvt.',
  'Private First Class': 'Pfc.',
  Corporal: 'Corp.',
  Sergeant: 'Sgt.',
  'First Sergeant': '1st Sgt.',
  'Staff Sergeant': 'S/Sgt.',
  'Technical Sergeant': 'T/Sgt.',
  'Technician Fifth Grade': 'T/5',
  'Second Lieutenant': '2d Lt.',
  'First Lieutenant': '1st Lt.',
  Captain: 'Capt.',
  Major: 'Maj.',
  'Lieutenant Colonel': 'Lt. Col.',
  Colonel: 'Col.',
  Lieutenant: 'Lieut.',
  Musician: 'Mus.',
  Wagoner: 'Wag.',
  'Specialist Four': 'SP4',
  'Sergeant First Class': 'SFC',
  'Seaman Second Class': 'S2c',
  'Seaman First Class': 'S1c',
  'Apprentice Seaman': 'AS',
  'Fireman First Class': 'F1c',
  'Gunnery Sergeant': 'GySgt.',
  'Airman First Class': 'A1C',
  'Airman Second Class': 'A2C',
  'Airman Third Class': 'A3C',
  'Ordinary Seaman': 'O.S.',
  Landsman: 'Lds.',
  'Petty Officer Third Class': 'PO3',
  'Petty Officer Second Class': 'PO2',
  'Hospital Corpsman Third Class': 'HM3',
  'Chief Petty Officer': 'CPO',
  'Seaman Apprentice': 'SA',
};

/** The abbreviation a clerk would write in a narrow column. */
export function rankAbbreviation(rank: string): string {
  return abbreviations[rank] ?? rank;
}
