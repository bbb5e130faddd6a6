import { parseFactDate, type DateParts, type ParsedDate } from '@muster/contract/rules';
import { formatPartialDate } from './dates';

// The services' own reader of free-text dates (content §5), so what the form shows is what will be stored.
export { parseFactDate as parseFreeTextDate, type ParsedDate };

/** A date the services read (year with month and day when known) as a partial date, `1862-09-17`. */
export function partialOf(parts: { year: number; month?: number | null; day?: number | null }): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (!parts.month) return String(parts.year);
  return parts.day ? `${parts.year}-${pad(parts.month)}-${pad(parts.day)}` : `${parts.year}-${pad(parts.month)}`;
}

/** A read date in words, as the form shows it back: "September 17, 1862" or "May 1861 – June 1865". */
export function describeParsedDate(parsed: {
  start: Pick<DateParts, 'year'> & Partial<DateParts>;
  end?: (Pick<DateParts, 'year'> & Partial<DateParts>) | null;
}): string {
  const start = formatPartialDate(partialOf(parsed.start));
  return parsed.end ? `${start} – ${formatPartialDate(partialOf(parsed.end))}` : start;
}
