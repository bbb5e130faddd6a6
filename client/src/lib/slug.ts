/**
 * URL slug of a title (content spec §5): lowercase, accents to plain letters, other symbols dropped,
 * runs of spaces, underscores, slashes, dots and dashes become one dash, dashes trimmed.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9\s_/.-]/g, '')
    .replace(/[\s_/.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
