import type { OcrWord, WordHit } from '@muster/contract';

/**
 * Find in page over a scan's OCR word boxes (content spec §7.5 doc-token): what the viewer highlights.
 * Matching is the browser's own find, done on words: case and accents ignored, punctuation ignored, a
 * single word matches inside a word ("comb" finds "Whitcomb,"), several words match consecutive words where
 * the first may end a word, the middle ones are whole words and the last may begin one.
 */

/** Lower case, without accents and without anything but letters and digits. */
export function normalizeWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The words of a find text, normalised; empty when it holds no letter or digit. */
export function findTokens(text: string): string[] {
  return text
    .split(/\s+/)
    .map(normalizeWord)
    .filter((t) => t.length > 0);
}

function matchesAt(words: readonly string[], at: number, tokens: readonly string[]): boolean {
  if (tokens.length === 1) return words[at]!.includes(tokens[0]!);
  if (at + tokens.length > words.length) return false;
  return tokens.every((token, i) => {
    const word = words[at + i]!;
    if (i === 0) return word.endsWith(token);
    if (i === tokens.length - 1) return word.startsWith(token);
    return word === token;
  });
}

/** Every hit of `text` among the words, in reading order; `total` counts them all, `hits` holds at most `max`. */
export function findWords(words: readonly OcrWord[], text: string, max: number): { total: number; hits: WordHit[] } {
  const tokens = findTokens(text);
  if (tokens.length === 0) return { total: 0, hits: [] };
  const kept = words.filter((w) => normalizeWord(w.t).length > 0);
  const normalized = kept.map((w) => normalizeWord(w.t));
  const hits: WordHit[] = [];
  let total = 0;
  for (let at = 0; at < kept.length; at++) {
    if (!matchesAt(normalized, at, tokens)) continue;
    total++;
    if (hits.length < max) hits.push({ words: kept.slice(at, at + tokens.length) });
    at += tokens.length - 1; // hits do not overlap
  }
  return { total, hits };
}

/** The stored word boxes: JSON text in SQLite, already parsed when a driver hands back JSON; bad data is none. */
export function parseOcrWords(stored: unknown): OcrWord[] {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.filter(
    (w): w is OcrWord =>
      typeof w === 'object' &&
      w !== null &&
      typeof w.t === 'string' &&
      [w.x, w.y, w.w, w.h].every((n) => typeof n === 'number'),
  );
}
