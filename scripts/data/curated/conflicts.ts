/** The conflicts Muster's collections cover, with the branches and sides their records name. */
export interface Conflict {
  name: string;
  startYear: number;
  endYear: number;
  /** First and last day of active hostilities (ISO dates), used to keep generated dates plausible. */
  start: string;
  end: string;
  /** Branches as the records name them, one name per real service ("U.S. Army", never plain "Army"). */
  branches: string[];
  /** The Confederacy's own services, for records of the Confederate side (Civil War only). */
  confederateBranches?: string[];
  sides: string[];
  /** Records of the 18th and 19th centuries were written by hand; from 1900 clerks typed. */
  hand: 'handwritten' | 'typed';
  /** Army serial numbers began in 1918; earlier records carry none. */
  serviceNumbers: boolean;
}

export const conflicts: Conflict[] = [
  {
    name: 'Revolutionary War',
    startYear: 1775,
    endYear: 1783,
    start: '1775-04-19',
    end: '1783-09-03',
    branches: ['Continental Army', 'Militia', 'Continental Navy', 'Continental Marines'],
    sides: ['Patriot', 'British', 'Loyalist'],
    hand: 'handwritten',
    serviceNumbers: false,
  },
  {
    name: 'War of 1812',
    startYear: 1812,
    endYear: 1815,
    start: '1812-06-18',
    end: '1815-02-18',
    branches: ['U.S. Army', 'Militia', 'U.S. Navy', 'U.S. Marine Corps'],
    sides: ['United States', 'British'],
    hand: 'handwritten',
    serviceNumbers: false,
  },
  {
    name: 'Mexican-American War',
    startYear: 1846,
    endYear: 1848,
    start: '1846-04-25',
    end: '1848-02-02',
    branches: ['U.S. Army', 'U.S. Volunteers', 'U.S. Navy', 'U.S. Marine Corps'],
    sides: ['United States', 'Mexico'],
    hand: 'handwritten',
    serviceNumbers: false,
  },
  {
    name: 'Civil War',
    startYear: 1861,
    endYear: 1865,
    start: '1861-04-12',
    end: '1865-05-26',
    branches: ['U.S. Army', 'U.S. Navy', 'U.S. Marine Corps'],
    confederateBranches: ['Confederate States Army', 'Confederate States Navy', 'Confederate States Marine Corps'],
    sides: ['Union', 'Confederate'],
    hand: 'handwritten',
    serviceNumbers: false,
  },
  {
    name: 'Indian Wars',
    startYear: 1866,
    endYear: 1891,
    start: '1866-07-21',
    end: '1891-01-15',
    branches: ['U.S. Army'],
    sides: ['United States', 'Lakota', 'Cheyenne', 'Apache', 'Nez Perce'],
    hand: 'handwritten',
    serviceNumbers: false,
  },
  {
    name: 'Spanish-American War',
    startYear: 1898,
    endYear: 1898,
    start: '1898-04-21',
    end: '1898-08-13',
    branches: ['U.S. Army', 'U.S. Volunteers', 'U.S. Navy', 'U.S. Marine Corps'],
    sides: ['United States', 'Spain'],
    hand: 'handwritten',
    serviceNumbers: false,
  },
  {
    name: 'Philippine-American War',
    startYear: 1899,
    endYear: 1902,
    start: '1899-02-04',
    end: '1902-07-04',
    branches: ['U.S. Army', 'U.S. Volunteers', 'U.S. Navy', 'U.S. Marine Corps'],
    sides: ['United States', 'Philippine Republic'],
    hand: 'typed',
    serviceNumbers: false,
  },
  {
    name: 'World War I',
    startYear: 1917,
    endYear: 1918,
    start: '1917-04-06',
    end: '1918-11-11',
    branches: ['U.S. Army', 'U.S. Navy', 'U.S. Marine Corps', 'U.S. Coast Guard'],
    sides: ['Allies', 'Central Powers'],
    hand: 'typed',
    serviceNumbers: true,
  },
  {
    name: 'World War II',
    startYear: 1941,
    endYear: 1945,
    start: '1941-12-07',
    end: '1945-09-02',
    branches: ['U.S. Army', 'U.S. Army Air Forces', 'U.S. Navy', 'U.S. Marine Corps', 'U.S. Coast Guard'],
    sides: ['Allies', 'Axis'],
    hand: 'typed',
    serviceNumbers: true,
  },
  {
    name: 'Korean War',
    startYear: 1950,
    endYear: 1953,
    start: '1950-06-25',
    end: '1953-07-27',
    branches: ['U.S. Army', 'U.S. Air Force', 'U.S. Navy', 'U.S. Marine Corps'],
    sides: ['United Nations', 'North Korea', 'China'],
    hand: 'typed',
    serviceNumbers: true,
  },
  {
    name: 'Vietnam War',
    startYear: 1955,
    endYear: 1975,
    start: '1955-11-01',
    end: '1975-04-30',
    branches: ['U.S. Army', 'U.S. Air Force', 'U.S. Navy', 'U.S. Marine Corps', 'U.S. Coast Guard'],
    sides: ['United States', 'South Vietnam', 'North Vietnam'],
    hand: 'typed',
    serviceNumbers: true,
  },
];

/** The branches records of one side of a conflict name: the Confederacy's own for Confederate records. */
export function branchesFor(conflict: Conflict, side: string | undefined): string[] {
  return side === 'Confederate' && conflict.confederateBranches ? conflict.confederateBranches : conflict.branches;
}

export function conflictNamed(name: string): Conflict {
  const found = conflicts.find((c) => c.name === name);
  if (!found) throw new Error(`unknown conflict ${name}`);
  return found;
}
