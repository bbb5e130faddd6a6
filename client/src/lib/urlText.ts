/**
 * Text that stays readable inside an address (content spec §2.2). Letters, digits, `.` and `-` are kept,
 * a space becomes `_`, a tab becomes the tab marker `~t`, and every other character is escaped after
 * `~`: the structural characters of docQuery and breadcrumbs by themselves (`~(`, `~,`, `~_`, …), anything
 * else as its hexadecimal code point closed by a dot (`'` → `~27.`, `é` → `~e9.`). An empty value is
 * written as the null marker `~n`. The result only holds characters that no browser or URLSearchParams
 * rewrites, so it goes into a query string as it is.
 */

export const TAB_MARKER = '~t';
export const NULL_MARKER = '~n';

/** Characters escaped by themselves after `~` (they separate parts of docQuery and breadcrumbs). */
const SELF_ESCAPED = new Set(['~', '_', '(', ')', ',', ':', '!', '*']);
const PLAIN = /[A-Za-z0-9.-]/;
const HEX = /[0-9a-f]/;

/** Thrown on text that no value encodes to; docQuery and breadcrumbs wrap it with their own error. */
export class UrlTextError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'UrlTextError';
  }
}

export function escapeText(value: string): string {
  if (value === '') return NULL_MARKER;
  let out = '';
  for (const ch of value) {
    if (PLAIN.test(ch)) out += ch;
    else if (ch === ' ') out += '_';
    else if (ch === '\t') out += TAB_MARKER;
    else if (SELF_ESCAPED.has(ch)) out += `~${ch}`;
    else out += `~${ch.codePointAt(0)!.toString(16)}.`;
  }
  return out;
}

/**
 * Reads one escaped value of `text` from `start` up to (not including) the next unescaped character of
 * `stops` or the end. Returns the value and the position after it.
 */
export function readText(text: string, start: number, stops: string): [string, number] {
  if (text.startsWith(NULL_MARKER, start)) {
    const end = start + NULL_MARKER.length;
    if (end === text.length || stops.includes(text[end])) return ['', end];
    throw new UrlTextError('the null marker ~n must stand alone', start);
  }
  let out = '';
  let i = start;
  while (i < text.length && !stops.includes(text[i])) {
    const ch = text[i];
    if (ch === '_') {
      out += ' ';
      i += 1;
    } else if (ch !== '~') {
      if (!PLAIN.test(ch)) throw new UrlTextError(`unexpected character '${ch}'`, i);
      out += ch;
      i += 1;
    } else {
      const next = text[i + 1];
      if (next === undefined) throw new UrlTextError('escape ~ at the end', i);
      if (next === 't') {
        out += '\t';
        i += 2;
      } else if (SELF_ESCAPED.has(next)) {
        out += next;
        i += 2;
      } else if (HEX.test(next)) {
        let j = i + 1;
        while (j < text.length && HEX.test(text[j])) j += 1;
        if (text[j] !== '.' || j - i - 1 > 6) throw new UrlTextError('a ~hex escape must end with a dot', i);
        const code = parseInt(text.slice(i + 1, j), 16);
        if (code > 0x10ffff) throw new UrlTextError('code point out of range', i);
        out += String.fromCodePoint(code);
        i = j + 1;
      } else {
        throw new UrlTextError(`unknown escape ~${next}`, i);
      }
    }
  }
  if (i === start) throw new UrlTextError('empty value (write ~n)', start);
  return [out, i];
}
