import { type Conflict, branchesFor } from '../curated/conflicts';
import { states } from '../curated/places';
import { type CuratedPublication, cemeteries, navyShips } from '../curated/publications';
import { companyLetters } from '../curated/regiments';
import type { Rng } from '../rng';
import type { RegimentRef } from './units';

/** A roll: one film or volume of a publication, at one browse path. */
export interface RollPlan {
  values: string[];
  regiment?: RegimentRef;
  company?: string;
  state?: string;
  year?: number;
  surnames?: string;
  ship?: string;
  cemetery?: string;
  branch?: string;
}

export const surnameRanges = ['A', 'B', 'C', 'D-E', 'F-G', 'H', 'I-K', 'L', 'M', 'N-O', 'P-Q', 'R', 'S', 'T-V', 'W-Z'];
export const confederateStates = [
  'Virginia',
  'North Carolina',
  'South Carolina',
  'Georgia',
  'Alabama',
  'Mississippi',
  'Louisiana',
  'Texas',
  'Tennessee',
  'Arkansas',
  'Florida',
];

/** The regiments a regiment-based publication draws its men from; a title naming an arm keeps to it (Cavalry). */
export function regimentsFor(pub: CuratedPublication, refs: RegimentRef[]): RegimentRef[] {
  const arm = /Cavalry|Infantry|Artillery/.exec(pub.title)?.[0];
  return refs.filter(
    (r) =>
      r.curated.conflict === pub.conflict &&
      (!pub.side || r.curated.side === pub.side) &&
      (!pub.state || r.curated.state === pub.state) &&
      (!arm || r.curated.name.includes(arm)),
  );
}

function statesFor(pub: CuratedPublication, conflict: Conflict): string[] {
  if (pub.state) return [pub.state];
  if (pub.side === 'Confederate') return confederateStates;
  return states.filter((s) => s.admitted <= Math.max(1790, conflict.endYear)).map((s) => s.name);
}

/** Picks `count` distinct browse paths for a publication, sorted as the browse tool lists them. */
export function planRolls(
  pub: CuratedPublication,
  conflict: Conflict,
  refs: RegimentRef[],
  count: number,
  rng: Rng,
): RollPlan[] {
  const pool = regimentsFor(pub, refs);
  const seen = new Set<string>();
  const plans: RollPlan[] = [];
  for (let attempt = 0; plans.length < count && attempt < count * 30; attempt++) {
    const plan: RollPlan = { values: [] };
    for (const label of pub.browseLabels) {
      let value: string;
      switch (label) {
        case 'State': {
          const choices = pool.length
            ? [...new Set(pool.map((r) => r.curated.state ?? 'Regular Army'))]
            : statesFor(pub, conflict);
          value = rng.pick(choices);
          if (value !== 'Regular Army') plan.state = value;
          break;
        }
        case 'Regiment': {
          const choices = pool.filter(
            (r) =>
              !plan.values.length ||
              (r.curated.state ?? 'Regular Army') === plan.values[0] ||
              !pub.browseLabels.includes('State'),
          );
          plan.regiment = rng.pick(choices.length ? choices : pool);
          plan.state ??= plan.regiment.curated.state ?? undefined;
          value = plan.regiment.curated.name;
          break;
        }
        case 'Company': {
          const letters =
            plan.regiment && plan.regiment.companies.size ? [...plan.regiment.companies.keys()] : companyLetters;
          value = plan.company = rng.pick(letters);
          if (plan.regiment && !plan.regiment.companies.size) value = plan.company = 'Battery';
          break;
        }
        case 'Year':
          plan.year = rng.int(conflict.startYear, conflict.endYear);
          value = String(plan.year);
          break;
        case 'Surname Range':
          value = plan.surnames = rng.pick(surnameRanges);
          break;
        case 'Cemetery':
          value = plan.cemetery = rng.pick(cemeteries[conflict.name] ?? ['Arlington National Cemetery']);
          break;
        case 'Section':
          value = `Section ${rng.pick(['A', 'B', 'C', 'D', 'E', 'F'])}`;
          break;
        case 'Plot':
          value = `Plot ${rng.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])}`;
          break;
        case 'Draft Board': {
          const state = states.find((s) => s.name === plan.state) ?? rng.pick(states);
          value = `${rng.pick(state.cities)}, Local Board No. ${rng.int(1, 6)}`;
          break;
        }
        case 'Ship':
          value = plan.ship = rng.pick(navyShips);
          break;
        case 'Branch':
          value = plan.branch = rng.pick(branchesFor(conflict, pub.side));
          break;
        case 'Panel':
          value = `${rng.int(1, 70)}${rng.pick(['E', 'W'])}`;
          break;
        default:
          throw new Error(`no browse values for ${label}`);
      }
      plan.values.push(value);
    }
    const key = plan.values.join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    plans.push(plan);
  }
  const naturally = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
  return plans.sort((a, b) => {
    for (let i = 0; i < a.values.length; i++) {
      const c = naturally(a.values[i], b.values[i]);
      if (c) return c;
    }
    return 0;
  });
}
