import type { UnitFactsDto } from '../contract/records';

/** Unit facts from soldier and death counts plus a histogram of enlistment ages ({ age, soldiers }). */
export function unitFacts(soldiers: number, died: number, ages: { age: number; soldiers: number }[]): UnitFactsDto {
  const sorted = [...ages].map((a) => ({ age: Number(a.age), n: Number(a.soldiers) })).sort((a, b) => a.age - b.age);
  const n = sorted.reduce((sum, a) => sum + a.n, 0);
  if (n === 0) return { numberOfSoldiers: soldiers, averageAgeAtEnlistment: null, medianAgeAtEnlistment: null, diedInWar: died };
  const average = sorted.reduce((sum, a) => sum + a.age * a.n, 0) / n;
  const median = n % 2 === 1 ? nth(sorted, (n - 1) / 2) : (nth(sorted, n / 2 - 1) + nth(sorted, n / 2)) / 2;
  return { numberOfSoldiers: soldiers, averageAgeAtEnlistment: Math.round(average * 10) / 10, medianAgeAtEnlistment: median, diedInWar: died };
}

/** The k-th (0-based) age when the histogram is laid out one soldier at a time. */
function nth(sorted: { age: number; n: number }[], k: number): number {
  let seen = 0;
  for (const a of sorted) {
    seen += a.n;
    if (k < seen) return a.age;
  }
  return sorted[sorted.length - 1].age;
}
