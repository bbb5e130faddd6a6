import type { CuratedBattle } from '../curated/battle';
import type { Conflict } from '../curated/conflicts';
import type { RankTable } from '../curated/ranks';
import type { Rng } from '../rng';

/**
 * The fields of a record beyond name, dates and unit that the search catalogue offers (issue 16 point 10): ranks at
 * enlistment and discharge, award, cause of death and theater. Each is written only where a record of its kind
 * would hold it, and stays consistent with the rest of the record (a man killed in action has no discharge rank).
 */

/** Most men enlisted at the lowest rank of their table and were promoted to the rank the roll gives. */
export function enlistmentRank(table: RankTable, rank: string, rng: Rng): string {
  const lowest = table[0][0];
  const officer = /Lieutenant|Captain|Major|Colonel|Ensign/.test(rank);
  // Officers were mostly commissioned as such; one in five rose from the ranks.
  if (officer) return rng.chance(0.8) ? rank : lowest;
  return rank === lowest || rng.chance(0.35) ? rank : lowest;
}

const diseases19th = ['Typhoid fever', 'Chronic diarrhea', 'Dysentery', 'Pneumonia', 'Measles', 'Smallpox', 'Malaria'];
const diseases20th = ['Influenza', 'Pneumonia', 'Meningitis', 'Malaria', 'Tuberculosis'];

/** The surgeon's or adjutant's cause of death for a casualty type. */
export function deathCause(casualty: string, modern: boolean, rng: Rng): string {
  switch (casualty) {
    case 'Killed in Action':
      return modern ? rng.pick(['Gunshot wound', 'Shell fragments', 'Multiple fragmentation wounds']) : 'Gunshot wound';
    case 'Died of Wounds':
      return rng.pick(['Wounds received in action', 'Gunshot wound', 'Amputation']);
    case 'Died of Disease':
      return rng.pick(modern ? diseases20th : diseases19th);
    case 'Died as Prisoner of War':
      return rng.pick(['Scurvy', 'Chronic diarrhea', 'Starvation']);
    case 'Missing in Action':
      return 'Presumed dead';
    case 'Accident':
      return rng.pick(['Vehicle accident', 'Drowning', 'Aircraft accident']);
    default:
      return rng.pick(modern ? diseases20th : ['Accident', ...diseases19th]);
  }
}

/** Decorations: rare, and only those the period awarded (the Purple Heart from 1932, for wounds or death). */
export function award(conflict: Conflict, casualty: string | null, rng: Rng): string | null {
  if (conflict.startYear >= 1861 && rng.chance(0.0006)) return 'Medal of Honor';
  if (conflict.startYear >= 1917 && (casualty === 'Killed in Action' || casualty === 'Died of Wounds'))
    return 'Purple Heart';
  if (conflict.startYear >= 1941 && rng.chance(0.04)) return rng.pick(['Bronze Star', 'Good Conduct Medal']);
  return null;
}

const easternStates = ['Virginia', 'Maryland', 'Pennsylvania', 'West Virginia', 'North Carolina', 'South Carolina'];
const transMississippi = ['Missouri', 'Arkansas', 'Louisiana', 'Texas', 'Kansas', 'New Mexico'];

/** The theater of the war a man served in: by the battles his unit fought, or by his branch. */
export function theater(conflict: Conflict, branch: string, fought: CuratedBattle[], rng: Rng): string | null {
  const battle = fought.length ? fought[0] : null;
  switch (conflict.name) {
    case 'Civil War': {
      const where = battle?.place ?? '';
      if (easternStates.some((s) => where.endsWith(s))) return 'Eastern Theater';
      if (transMississippi.some((s) => where.endsWith(s))) return 'Trans-Mississippi Theater';
      if (battle) return 'Western Theater';
      return rng.weighted([
        ['Eastern Theater', 55],
        ['Western Theater', 35],
        ['Trans-Mississippi Theater', 10],
      ] as const);
    }
    case 'Revolutionary War':
      return battle && /Carolina|Georgia/.test(battle.place) ? 'Southern Theater' : 'Northern Theater';
    case 'World War I':
      return /Navy|Coast Guard/.test(branch) ? 'Atlantic Theater' : 'Western Front';
    case 'World War II':
      if (/Navy|Marine/.test(branch)) return 'Pacific Theater';
      return rng.chance(0.7) ? 'European Theater' : 'Pacific Theater';
    default:
      return null;
  }
}
