// Control characters cannot occur in indexed text, so they mark matches safely until the text is HTML-escaped.
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** HTML-escapes a marked fragment and turns the marks into <em>…</em>. */
export function markedToHtml(fragment: string): string {
  return fragment
    .replace(/[&<>"']/g, (c) => ESCAPES[c])
    .replaceAll(MARK_START, '<em>')
    .replaceAll(MARK_END, '</em>');
}
