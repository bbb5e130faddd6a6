const ASCII = /^[ -~]*$/;

/**
 * The spec's slug (content §5): lowercase; accented letters to plain ones; other symbols dropped; runs of
 * spaces, underscores, slashes, dots and dashes become one dash; dashes trimmed at both ends.
 */
export function slugify(text: string): string {
  // Printable ASCII (most titles) has no accents to strip: the Unicode decomposition was most of a search page's slugs.
  return (ASCII.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, ''))
    .toLowerCase()
    .replace(/[^a-z0-9 _/.-]/g, '')
    .replace(/[ _/.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
