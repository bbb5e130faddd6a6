/** One full-text word: letters and digits only, so it can be quoted into either engine's query syntax safely. */
export interface TextTerm {
  token: string;
  /** Only in personal names (the full-name fielded keyword). */
  namesOnly: boolean;
  /** Match words starting with the token (keywords, and names unless strict). */
  prefix: boolean;
}

/** A boolean full-text query over terms, rendered by fulltext.sqlite.ts and fulltext.postgres.ts. */
export type FtsExpr = TextTerm | { op: 'and' | 'or'; items: FtsExpr[] };

export const ftsAnd = (items: FtsExpr[]): FtsExpr => (items.length === 1 ? items[0] : { op: 'and', items });
export const ftsOr = (items: FtsExpr[]): FtsExpr => (items.length === 1 ? items[0] : { op: 'or', items });

/** Renders an expression, given how to write one term and the two operators. */
export function renderFts(expr: FtsExpr, term: (t: TextTerm) => string, and: string, or: string): string {
  if ('token' in expr) return term(expr);
  const parts = expr.items.map((item) => renderFts(item, term, and, or));
  return parts.length === 1 ? parts[0] : `(${parts.join(expr.op === 'and' ? and : or)})`;
}

/** Every term of an expression (for highlights and match reports). */
export function ftsTerms(expr: FtsExpr | null): TextTerm[] {
  if (!expr) return [];
  return 'token' in expr ? [expr] : expr.items.flatMap(ftsTerms);
}

const MAX_TERMS = 32;

/** Lower-case words of a keyword string; anything but letters and digits separates words. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}
