/** A year with the month and day the text gave (content spec §5). */
export interface DateParts {
  year: number;
  month: number | null;
  day: number | null;
}

/** A free-text date read as a single date (`end` null) or an ascending range. */
export interface ParsedDate {
  start: DateParts;
  end: DateParts | null;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A month by its name or an abbreviation of at least three letters (`Sep`, `Sept`, `Sept.`). */
function monthOf(word: string): number | null {
  if (word.length < 3) return null;
  const at = MONTHS.findIndex((m) => m.startsWith(word));
  return at < 0 ? null : at + 1;
}

/** Words that qualify a date without changing it (`about 1862`, `Spring 1863`, `17th of May`). */
const IGNORED = new Set([
  'about',
  'abt',
  'circa',
  'ca',
  'c',
  'approx',
  'approximately',
  'around',
  'of',
  'the',
  'on',
  'in',
  'spring',
  'summer',
  'autumn',
  'fall',
  'winter',
  'early',
  'mid',
  'late',
  'from',
  'between',
  'est',
  'estimated',
]);

const validYear = (n: number) => n >= 1400 && n <= 2099;

/**
 * One date: a 4-digit year from 1400 to 2099 is required; a month name or abbreviation and a day from 1 to 31
 * are optional. Numeric forms: `1862-09-17` (ISO) and `9/17/1862` (month first, as the site is American).
 * Anything else (a 2- or 3-digit year, a day of 32, an unknown word with digits) is not a date.
 */
function parseOne(text: string): Partial<DateParts> | null {
  const t = text.trim().toLowerCase();
  const iso = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?$/.exec(t);
  if (iso) return checked(Number(iso[1]), Number(iso[2]), iso[3] === undefined ? null : Number(iso[3]));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (us) return checked(Number(us[3]), Number(us[1]), Number(us[2]));
  let year: number | undefined, month: number | undefined, day: number | undefined;
  for (const word of t.split(/[\s,./]+/).filter(Boolean)) {
    const number = /^(\d+)(?:st|nd|rd|th)?$/.exec(word);
    if (number) {
      const digits = number[1];
      if (digits.length === 4 && year === undefined && !/(st|nd|rd|th)$/.test(word)) year = Number(digits);
      else if (digits.length <= 2 && day === undefined) day = Number(digits);
      else return null;
      continue;
    }
    const m = monthOf(word);
    if (m !== null && month === undefined) {
      month = m;
      continue;
    }
    if (IGNORED.has(word)) continue;
    return null;
  }
  if (day !== undefined && month === undefined) return null;
  if (year === undefined && month === undefined) return null;
  if (year !== undefined && !validYear(year)) return null;
  if (day !== undefined && (day < 1 || day > 31)) return null;
  return { year, month: month ?? null, day: day ?? null };
}

function checked(year: number, month: number, day: number | null): DateParts | null {
  if (!validYear(year) || month < 1 || month > 12 || (day !== null && (day < 1 || day > 31))) return null;
  return { year, month, day };
}

const key = (d: DateParts) => d.year * 10_000 + (d.month ?? 0) * 100 + (d.day ?? 0);

/** Range separators: `to`, `until`, `through`, `and` (after `between`), dashes with spaces, en and em dashes. */
const RANGE = /\s+(?:to|until|till|through|thru|and)\s+|\s+-\s+|\s*[–—]\s*/;

/**
 * Reads a free-text date (content spec §5) into a year, month and day, or an ascending range of them; a reversed
 * range is swapped. A side of a range without a year takes the other side's (`March to May 1862`). Null when the
 * text holds no valid date.
 */
export function parseFactDate(text: string): ParsedDate | null {
  const t = text.trim().replace(/^(?:between|from)\s+/i, '');
  if (!t) return null;
  const years = /^(\d{4})\s*-\s*(\d{4})$/.exec(t);
  const sides = years ? [years[1], years[2]] : t.split(RANGE);
  if (sides.length > 2) return null;
  const parsed = sides.map(parseOne);
  if (parsed.some((p) => p === null)) return null;
  const [a, b] = parsed as Partial<DateParts>[];
  if (!b) return a.year === undefined ? null : { start: a as DateParts, end: null };
  const start = { ...a, year: a.year ?? b.year } as DateParts;
  const end = { ...b, year: b.year ?? a.year } as DateParts;
  if (start.year === undefined || end.year === undefined) return null;
  return key(end) < key(start) ? { start: end, end: start } : { start, end };
}
