/** A real engagement: what the battles table holds, before ids are assigned. */
export interface CuratedBattle {
  name: string;
  subType: 'BATTLE' | 'SKIRMISH';
  conflict: string;
  start: string;
  end: string;
  place: string;
  latitude: number;
  longitude: number;
  outcome: string;
  description: string;
}

type Row = [
  name: string,
  subType: 'BATTLE' | 'SKIRMISH',
  start: string,
  end: string,
  place: string,
  lat: number,
  lon: number,
  outcome: string,
  description: string,
];

/** Builds battle objects from compact rows; `end` may be empty for one-day battles. */
export function battlesOf(conflict: string, rows: Row[]): CuratedBattle[] {
  return rows.map(([name, subType, start, end, place, latitude, longitude, outcome, description]) => ({
    name,
    subType,
    conflict,
    start,
    end: end || start,
    place,
    latitude,
    longitude,
    outcome,
    description,
  }));
}
