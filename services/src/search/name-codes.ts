import { doubleMetaphone } from 'double-metaphone';
import { soundex } from 'soundex-code';
import type { MatchKind, NameMatch } from '@muster/contract';

export interface NameCodes {
  soundex: string;
  metaphone: string;
  metaphone_alt: string;
}

const ASCII = /^[ -~]*$/;

/** Lower case without accents, so "Müller" and "muller" compare equal. */
export function fold(text: string): string {
  // Most indexed words are printable ASCII, which has no accents to strip; highlighting folds every word of a page's
  // hits, and the Unicode decomposition was most of that work.
  if (ASCII.test(text)) return text.toLowerCase().trim();
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Codes of one name part; letters only, so "O'Brien" and "OBrien" share them. */
export function nameCodes(name: string): NameCodes {
  const letters = fold(name).replace(/[^a-z]/g, '');
  const [metaphone, metaphoneAlt] = letters ? doubleMetaphone(letters) : ['', ''];
  return { soundex: letters ? soundex(letters) : '', metaphone, metaphone_alt: metaphoneAlt || metaphone };
}

/** Matches that take a name's prefixes (unless strict) as well as the name itself. */
const SPELLED = new Set<NameMatch>(['EXACT', 'EXACT_THEN_SOUNDS_LIKE']);

export const hasWildcard = (text: string) => /[*?]/.test(text);

/** `*` any run of characters, `?` exactly one; the whole name must match. */
export function wildcardRegExp(text: string): RegExp {
  const body = fold(text)
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`, 'u');
}

/** A name keyword compiled once, tested against every name of the dictionary. */
export interface NameTest {
  text: string;
  match: NameMatch;
  strict: boolean;
  /** The kind of match `name` (with its codes) makes, or null. */
  test(name: string, codes: NameCodes): MatchKind | null;
}

/**
 * EXACT is a prefix match unless strict; EXACT_THEN_SOUNDS_LIKE adds the sound-alikes of SOUNDS_LIKE to it (the
 * ranking puts the spellings first, relevance.ts); WILDCARD is chosen whenever the text holds `*` or `?`.
 */
export function nameTest(text: string, requested: NameMatch | undefined, strict: boolean): NameTest {
  const wanted = fold(text);
  const match: NameMatch = hasWildcard(text) ? 'WILDCARD' : (requested ?? 'EXACT');
  const codes = nameCodes(text);
  const literal = (name: string): MatchKind | null => {
    const folded = fold(name);
    if (folded === wanted) return 'EXACT';
    return !strict && SPELLED.has(match) && folded.startsWith(wanted) ? 'PREFIX' : null;
  };
  const sameSoundex = (c: NameCodes) => codes.soundex !== '' && c.soundex === codes.soundex;
  const samePhonetic = (c: NameCodes) =>
    codes.metaphone !== '' &&
    [c.metaphone, c.metaphone_alt].some((m) => m === codes.metaphone || m === codes.metaphone_alt);
  const pattern = match === 'WILDCARD' ? wildcardRegExp(text) : null;
  return {
    text,
    match,
    strict,
    test(name, c) {
      if (pattern) return pattern.test(fold(name)) ? 'WILDCARD' : null;
      const exact = literal(name);
      if (exact || match === 'EXACT') return exact;
      if (match !== 'SOUNDEX' && samePhonetic(c)) return 'PHONETIC';
      if (match !== 'PHONETIC' && sameSoundex(c)) return 'SOUNDEX';
      return null;
    },
  };
}
