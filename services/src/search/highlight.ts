import { fold } from './name-codes';
import type { TextTerm } from './fts-expr';

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

export interface HighlightSource {
  title: string;
  names: string;
  body: string;
  hidden: string;
  ocr: string;
}

/** What a hit may quote: OCR text when searched, and for a document the caller may view its hidden words and page text. */
export interface HighlightScope {
  ocr: boolean;
  opened: boolean;
}

const BEFORE = 8;
const AFTER = 16;

/**
 * Marked fragments of a page of hits, made here rather than by FTS5's highlight() or ts_headline(): the
 * texts are already in the page's rows, and re-running the match per hit cost more than the search itself
 * at a million documents. Title and names are marked whole; body, hidden words and OCR give a window around the
 * first match. A document the caller may not view quotes none of its hidden words or page text: the keyword match
 * reports (matches.ts) take their words from these fragments, and a prefix must not come back completed.
 */
export function highlightDoc(doc: HighlightSource, terms: TextTerm[], scope: HighlightScope): string[] {
  if (terms.length === 0) return [];
  const everywhere = terms.filter((t) => !t.namesOnly);
  const fields: [string, TextTerm[], boolean][] = [
    [doc.title, everywhere, false],
    [doc.names, terms, false],
    [doc.body, everywhere, true],
    [scope.opened ? doc.hidden : '', everywhere, true],
    [scope.ocr && scope.opened ? doc.ocr : '', everywhere, true],
  ];
  const out: string[] = [];
  for (const [text, fieldTerms, window] of fields) {
    const fragment = fieldTerms.length ? markText(text, fieldTerms, window) : null;
    if (fragment && !out.includes(fragment)) out.push(fragment);
  }
  return out;
}

function markText(text: string, terms: TextTerm[], window: boolean): string | null {
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  const hit = (folded: string) => terms.some((t) => (t.prefix ? folded.startsWith(t.token) : folded === t.token));
  const hits = words.map((w) => hit(fold(w[0])));
  const first = hits.indexOf(true);
  if (first < 0) return null;
  const [from, to] = window
    ? [Math.max(0, first - BEFORE), Math.min(words.length - 1, first + AFTER)]
    : [0, words.length - 1];
  let out = '';
  let at = window ? words[from].index! : 0;
  for (let i = from; i <= to; i++) {
    const w = words[i];
    out += text.slice(at, w.index) + (hits[i] ? `${MARK_START}${w[0]}${MARK_END}` : w[0]);
    at = w.index! + w[0].length;
  }
  const end = window && to < words.length - 1 ? at : text.length;
  out += text.slice(at, end);
  return `${window && from > 0 ? '…' : ''}${out}${window && to < words.length - 1 ? '…' : ''}`;
}
