/**
 * The memorial type pictures of content §7.9 (`memorial-type?type&female`): a small drawing per kind of story page
 * for memorials without a picture of their own. Drawn here, in the site's olive and brass, so no file is needed.
 */
export const MEMORIAL_TYPES = ['PERSON', 'SERVICEPERSON', 'EVENT', 'ORGANIZATION', 'PLACE', 'TOPIC'] as const;
export type MemorialTypeName = (typeof MEMORIAL_TYPES)[number];

const INK = '#f6f1e4';
const head = `<circle cx="50" cy="36" r="15" fill="${INK}"/>`;
const shoulders = `<path d="M22 84c2-18 14-28 28-28s26 10 28 28z" fill="${INK}"/>`;
// Longer hair framing the head marks the female variant of the two kinds about a person.
const hair = `<path d="M33 38c0-14 8-22 17-22s17 8 17 22v14c-4-4-6-9-6-14H39c0 5-2 10-6 14z" fill="#b08a3e"/>`;
const cap = `<path d="M32 26h36l-4-9H36z" fill="#b08a3e"/><rect x="30" y="25" width="40" height="4" fill="#b08a3e"/>`;

const drawings: Record<MemorialTypeName, (female: boolean) => string> = {
  PERSON: (female) => (female ? hair : '') + head + shoulders,
  SERVICEPERSON: (female) => (female ? hair : '') + head + cap + shoulders,
  EVENT: () =>
    `<path d="M30 20v64" stroke="${INK}" stroke-width="5"/><path d="M33 22h38l-8 12 8 12H33z" fill="${INK}"/>`,
  ORGANIZATION: () =>
    `<path d="M20 40 50 20l30 20z" fill="${INK}"/><rect x="24" y="44" width="52" height="6" fill="${INK}"/>` +
    [28, 42, 56, 70].map((x) => `<rect x="${x - 3}" y="52" width="6" height="22" fill="${INK}"/>`).join('') +
    `<rect x="20" y="76" width="60" height="6" fill="${INK}"/>`,
  PLACE: () =>
    `<path d="M50 84S26 56 26 40a24 24 0 0 1 48 0c0 16-24 44-24 44z" fill="${INK}"/><circle cx="50" cy="40" r="9" fill="#3e4a35"/>`,
  TOPIC: () =>
    `<path d="M20 26h26c3 0 4 2 4 4v52c0-3-2-4-4-4H20z M80 26H54c-3 0-4 2-4 4v52c0-3 2-4 4-4h26z" fill="${INK}"/>`,
};

/** The picture of a memorial type as an SVG document, 100 by 100 units, drawn at `size` pixels. */
export function memorialTypeIcon(type: MemorialTypeName, female: boolean, size: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img">` +
    `<rect width="100" height="100" rx="12" fill="#3e4a35"/>${drawings[type](female)}</svg>`
  );
}
