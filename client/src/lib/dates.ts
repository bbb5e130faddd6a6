const months = [
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

/**
 * A historical date as recorded (`1862`, `1862-09`, `1862-09-17`) in words: "1862", "September 1862",
 * "September 17, 1862". Anything else is shown as written, since old records hold odd dates.
 */
export function formatPartialDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value.trim());
  if (!m) return value;
  const [, year, month, day] = m;
  if (!month) return year;
  const name = months[Number(month) - 1];
  if (!name) return value;
  if (!day || Number(day) === 0) return `${name} ${year}`;
  if (Number(day) > 31) return value;
  return `${name} ${Number(day)}, ${year}`;
}

/** "1861 – 1865", or one date when both ends are equal or one is missing. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  const a = formatPartialDate(start);
  const b = formatPartialDate(end);
  if (a && b && a !== b) return `${a} – ${b}`;
  return a || b;
}

/** The calendar day of an ISO instant, in UTC so every visitor sees the same day: "March 3, 2024". */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${months[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}
