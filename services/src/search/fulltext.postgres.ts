import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type FtsExpr, renderFts } from './fts-expr';
import type { FullText, SourceRow } from './fulltext';
import { SEARCH_DOC_COLUMNS } from './search-docs.table';

const columns = sql.join(SEARCH_DOC_COLUMNS.map((c) => sql.ref(`search_docs.${c}`)));

/** tsquery text: prefixes as :*, names-only terms restricted to weight B, OCR (weight D) left out unless ocr. */
export function tsQuery(expr: FtsExpr, ocr = true): string {
  return renderFts(expr, (t) => {
    const weights = t.namesOnly ? 'B' : ocr ? '' : 'ABC';
    return `'${t.token}'${t.prefix || weights ? ':' : ''}${t.prefix ? '*' : ''}${weights}`;
  }, ' & ', ' | ');
}

/** tsquery text of names-only terms against the names column's own tsvector: no weights. */
const namesQuery = (expr: FtsExpr) => renderFts(expr, (t) => `'${t.token}'${t.prefix ? ':*' : ''}`, ' & ', ' | ');

const namesOnly = (expr: FtsExpr): boolean => ('token' in expr ? expr.namesOnly : expr.items.every(namesOnly));
const hasNames = (expr: FtsExpr): boolean => ('token' in expr ? expr.namesOnly : expr.items.some(hasNames));

/**
 * The match as a condition on search_docs. Names-only parts go to the exact GIN index on
 * to_tsvector('simple', names) (migration 005): against the weighted tsv index a weight-B query is lossy and
 * every document with the word anywhere is read and rechecked. An AND mixing both kinds splits into one
 * condition of each; an OR mixing them (never built by the planner today) stays on tsv.
 */
export function tsMatch(expr: FtsExpr, ocr: boolean): RawBuilder<SqlBool> {
  if (!hasNames(expr)) return sql<SqlBool>`tsv @@ to_tsquery('simple', ${tsQuery(expr, ocr)})`;
  if (namesOnly(expr)) return sql<SqlBool>`to_tsvector('simple', names) @@ to_tsquery('simple', ${namesQuery(expr)})`;
  if ('token' in expr || expr.op === 'or') return sql<SqlBool>`tsv @@ to_tsquery('simple', ${tsQuery(expr, ocr)})`;
  const names = expr.items.filter(namesOnly);
  const rest = expr.items.filter((e) => !namesOnly(e));
  const conditions = [
    ...(names.length ? [tsMatch(names.length === 1 ? names[0] : { op: 'and', items: names }, ocr)] : []),
    ...(rest.length ? [rest.length === 1 ? tsMatch(rest[0], ocr) : sql<SqlBool>`tsv @@ to_tsquery('simple', ${tsQuery({ op: 'and', items: rest }, ocr)})`] : []),
  ];
  return sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;
}

export const postgresFullText: FullText = {
  source(text, withRank, ocr) {
    if (!text) return sql<SourceRow>`(SELECT ${columns}, 0 AS rank FROM search_docs)`.as('d');
    // float8, so that a cursor holding the rank compares equal to it again.
    const rank = withRank ? sql`ts_rank(tsv, to_tsquery('simple', ${tsQuery(text, ocr)}))::float8` : sql`0`;
    return sql<SourceRow>`(SELECT ${columns}, ${rank} AS rank FROM search_docs WHERE ${tsMatch(text, ocr)})`.as('d');
  },

  notMatching(text, ocr) {
    return sql`d.id NOT IN (SELECT id FROM search_docs WHERE ${tsMatch(text, ocr)})`;
  },

};
