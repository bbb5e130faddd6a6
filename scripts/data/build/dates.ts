/** Historical dates as day numbers, so random dates and ages are simple arithmetic. */
const dayMs = 86_400_000;

export function toDays(iso: string): number {
  return Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / dayMs);
}

export function fromDays(days: number): string {
  return new Date(days * dayMs).toISOString().slice(0, 10);
}

export function addYears(iso: string, years: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}

const monthsLong = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthsHand = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
const monthsTyped = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Aug. 29, 1862" as a 19th-century clerk wrote it. */
export function handDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${monthsHand[m - 1]} ${d}, ${y}`;
}

/** "29 Aug 1942" as Army typists wrote it. */
export function typedDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${monthsTyped[m - 1]} ${y}`;
}

/** "August 29, 1862" for stories and facts. */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${monthsLong[m - 1]} ${d}, ${y}`;
}

/** Whole years between two ISO dates. */
export function ageAt(birth: string, on: string): number {
  let age = yearOf(on) - yearOf(birth);
  if (on.slice(5) < birth.slice(5)) age--;
  return age;
}
