import type { UnitFactsDto } from '@muster/contract';

export interface AgeCount {
  age: number;
  soldiers: number;
}

/** Unit facts from soldier and death counts plus a histogram of enlistment ages ({ age, soldiers }). */
export function unitFacts(soldiers: number, died: number, ages: AgeCount[]): UnitFactsDto {
  return { numberOfSoldiers: soldiers, ...ageStats(ages), diedInWar: died };
}

/** Mean (one decimal) and median of the ages a histogram lays out one soldier at a time; null without any. */
export function ageStats(ages: AgeCount[]): {
  averageAgeAtEnlistment: number | null;
  medianAgeAtEnlistment: number | null;
} {
  const sorted = ages.map((a) => ({ age: Number(a.age), n: Number(a.soldiers) })).sort((a, b) => a.age - b.age);
  const n = sorted.reduce((sum, a) => sum + a.n, 0);
  if (n === 0) return { averageAgeAtEnlistment: null, medianAgeAtEnlistment: null };
  const average = sorted.reduce((sum, a) => sum + a.age * a.n, 0) / n;
  const median = n % 2 === 1 ? nth(sorted, (n - 1) / 2) : (nth(sorted, n / 2 - 1) + nth(sorted, n / 2)) / 2;
  return { averageAgeAtEnlistment: Math.round(average * 10) / 10, medianAgeAtEnlistment: median };
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

/** The entry with most soldiers; ties go to the one whose key sorts first, so both databases agree. */
export function mostCommon<T extends { soldiers: number }>(rows: T[], key: (row: T) => string): T | null {
  let best: T | null = null;
  for (const row of rows) {
    const n = Number(row.soldiers);
    if (!best || n > Number(best.soldiers) || (n === Number(best.soldiers) && key(row) < key(best))) best = row;
  }
  return best;
}
