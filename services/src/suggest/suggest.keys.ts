/** Pure helpers of the suggest service: how typed text and stored values become comparable keys. */

/** Lower case, without accents or apostrophes: "O’Brien" → "obrien", "Müller" → "muller". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\p{M}'’`]+/gu, '')
    .toLowerCase();
}

/** Folded keys starting with `key` lie in [key, key + U+FFFF): a range an ordinary B-tree index answers. */
export function prefixRange(key: string): [string, string] {
  return [key, `${key}\uffff`];
}

/** Spaces collapsed, commas written ", ", leading space dropped; trailing space kept (it ends a word). */
export function normalisePrefix(prefix: string): string {
  return prefix.replace(/\s+/g, ' ').replace(/ ?, ?/g, ', ').trimStart();
}

/** A place path "United States,Virginia,Richmond" as its label "Richmond, Virginia, United States". */
export function placeLabel(path: string): string {
  return path.split(',').reverse().join(', ');
}

/** The path written for people: "United States, Virginia, Richmond". */
export const placePathText = (path: string): string => path.split(',').join(', ');

export type NamePrefix = { surname: string } | { given: string; surname: string };

/**
 * "Whit" completes surnames; "Josiah Whit" (or "Josiah ") completes the surnames of men named Josiah.
 * Everything after the first space is the surname prefix, so "Martin Van B" finds "Van Buren". Keys are folded.
 */
export function parseNamePrefix(prefix: string): NamePrefix {
  const text = fold(normalisePrefix(prefix));
  const space = text.indexOf(' ');
  if (space < 0) return { surname: text };
  return { given: text.slice(0, space), surname: text.slice(space + 1).trimEnd() };
}

/** Years a record may carry (content §5: four digits, 1400 to 2099). */
export const FIRST_YEAR = 1400;
export const LAST_YEAR = 2099;

export const isValidYear = (year: number | null | undefined): year is number =>
  typeof year === 'number' && Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR;

/** What a typed year prefix asks for: decades (1–2 digits), a decade and its years (3), one year (4). */
export interface YearPrefix {
  digits: number;
  /** Valid years the prefix can complete to, inclusive. */
  from: number;
  to: number;
}

/** null when no valid year starts with the text ("abcd", "3", "13", "18620"). */
export function parseYearPrefix(prefix: string): YearPrefix | null {
  const text = prefix.trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const from = Math.max(FIRST_YEAR, Number(text.padEnd(4, '0')));
  const to = Math.min(LAST_YEAR, Number(text.padEnd(4, '9')));
  return from <= to ? { digits: text.length, from, to } : null;
}

export const decadeOf = (year: number): number => year - (year % 10);

/** A decade suggestion: value "1860-1869" (the search's year-range filter form), label "1860s". */
export const decadeValue = (decade: number): string => `${decade}-${decade + 9}`;
export const decadeLabel = (decade: number): string => `${decade}s`;
