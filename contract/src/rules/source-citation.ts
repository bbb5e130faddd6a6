/** What a record or a scanned page cites: who, which publication, where in it, which archive, where seen and when. */
export interface SourceCitationParts {
  /** The person the record or page is about; none for a page that names several or nobody. */
  person?: string | null;
  /** The publication's title. */
  publication: string;
  /** The roll (or box) the page was filmed on. */
  roll?: string | null;
  /** Position of the page within its roll, from 1. */
  page?: number | null;
  /** The archive that holds the originals (the publication's provider). */
  archive?: string | null;
  /** The page's public address on the site. */
  address: string;
  /** When it was seen. */
  seen: Date;
}

const MONTHS = [
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

/** "22 November 2026": day, month name, year (UTC), the order genealogy citations use for "accessed". */
export function citationDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const clean = (text: string | null | undefined) => text?.trim().replace(/[.,;\s]+$/, '') || null;

/**
 * A first reference note in Evidence Explained's style for database images online:
 * `"Civil War Pension Files," database with images, Muster (https://…/record/7 : accessed 22 November 2026),
 * entry for John Smith; roll 12, page 3; citing National Archives.` Parts the source lacks are left out.
 */
export function sourceCitation(c: SourceCitationParts, site = 'Muster'): string {
  const person = clean(c.person);
  const roll = clean(c.roll);
  const archive = clean(c.archive);
  const where = [
    person && `entry for ${person}`,
    [roll && (/^roll\b/i.test(roll) ? roll : `roll ${roll}`), c.page && `page ${c.page}`].filter(Boolean).join(', '),
  ].filter(Boolean);
  return (
    `"${clean(c.publication)}," database with images, ${site} (${c.address} : accessed ${citationDate(c.seen)})` +
    (where.length ? `, ${where.join('; ')}` : '') +
    (archive ? `; citing ${archive}` : '') +
    '.'
  );
}
