/**
 * "3 days ago" text for a past instant (accounts spec §9, content spec §9). A month is 30 days and a year
 * 365; each unit counts whole units only, so 59 seconds is still "just now". Future instants (a clock a
 * little ahead of ours) read "just now" too.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const units: [ms: number, one: string, many: string][] = [
  [365 * DAY, 'a year ago', 'years'],
  [30 * DAY, 'a month ago', 'months'],
  [7 * DAY, 'a week ago', 'weeks'],
  [DAY, 'a day ago', 'days'],
  [HOUR, 'an hour ago', 'hours'],
  [MINUTE, 'a minute ago', 'minutes'],
];

export function relativeTime(when: Date | string | number, now: Date | number = Date.now()): string {
  const elapsed = new Date(now).getTime() - new Date(when).getTime();
  if (!Number.isFinite(elapsed)) return '';
  for (const [ms, one, many] of units) {
    const n = Math.floor(elapsed / ms);
    if (n === 1) return one;
    if (n > 1) return `${n} ${many} ago`;
  }
  return 'just now';
}
