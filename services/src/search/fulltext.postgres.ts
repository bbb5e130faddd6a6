import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type FtsExpr, type TextTerm, renderFts } from './fts-expr';
import type { FullText, SourceRow, TextScope } from './fulltext';
import { SEARCH_DOC_COLUMNS } from './search-docs.table';

const columns = sql.join(SEARCH_DOC_COLUMNS.map((c) => sql.ref(`search_docs.${c}`)));

/** One term as tsquery text: a prefix as :*, names-only restricted to weight B, OCR (weight D) left out unless ocr. */
function termQuery(t: TextTerm, ocr: boolean): string {
  const weights = t.namesOnly ? 'B' : ocr ? '' : 'ABC';
  return `'${t.token}'${t.prefix || weights ? ':' : ''}${t.prefix ? '*' : ''}${weights}`;
}

/** tsquery text of the whole expression (what a caller who opens no level beyond PUBLIC asks). */
export function tsQuery(expr: FtsExpr, ocr = true): string {
  return renderFts(expr, (t) => termQuery(t, ocr), ' & ', ' | ');
}

/** tsquery text of names-only terms against the names column's own tsvector: no weights. */
const namesQuery = (expr: FtsExpr) => renderFts(expr, (t) => `'${t.token}'${t.prefix ? ':*' : ''}`, ' & ', ' | ');

const namesOnly = (expr: FtsExpr): boolean => ('token' in expr ? expr.namesOnly : expr.items.every(namesOnly));
const hasNames = (expr: FtsExpr): boolean => ('token' in expr ? expr.namesOnly : expr.items.some(hasNames));

/**
 * The expression as a tsquery. tsv holds a document's hidden words with each lexeme tagged by its access level
 * (migration 020; PUBLIC's untagged), so for a caller who opens more than PUBLIC each keyword term becomes itself or
 * its forms tagged as the index tags them, for those levels (one GIN match still). search_tag_lexemes and
 * search_level_tag are one-expression SQL functions that PostgreSQL inlines, so the whole tsquery is folded into a
 * constant when the statement is planned. A word the caller may not see is never asked for: no query word can
 * carry a tag, and a prefix cannot reach one (tags start with `~`).
 */
function tsQueryOf(expr: FtsExpr, scope: TextScope): RawBuilder<unknown> {
  const levels = scope.levels.filter((level) => level !== 'PUBLIC');
  if (levels.length === 0 || namesOnly(expr)) return sql`to_tsquery('simple', ${tsQuery(expr, scope.ocr)})`;
  const render = (e: FtsExpr): RawBuilder<unknown> => {
    if ('token' in e) {
      const query = sql`to_tsquery('simple', ${termQuery(e, scope.ocr)})`;
      if (e.namesOnly) return query;
      const tagged = levels.map(
        (level) => sql`search_tag_lexemes(${query}::text, search_level_tag(${level}))::tsquery`,
      );
      return sql`(${sql.join([query, ...tagged], sql` || `)})`;
    }
    return sql`(${sql.join(e.items.map(render), sql.raw(e.op === 'and' ? ' && ' : ' || '))})`;
  };
  return render(expr);
}

/**
 * The match as a condition on search_docs. Names-only parts go to the exact GIN index on
 * to_tsvector('simple', names) (migration 005): against the weighted tsv index a weight-B query is lossy and
 * every document with the word anywhere is read and rechecked. An AND mixing both kinds splits into one
 * condition of each; an OR mixing them (never built by the planner today) stays on tsv.
 */
export function tsMatch(expr: FtsExpr, scope: TextScope): RawBuilder<SqlBool> {
  if (!hasNames(expr)) return sql<SqlBool>`tsv @@ ${tsQueryOf(expr, scope)}`;
  if (namesOnly(expr)) return sql<SqlBool>`to_tsvector('simple', names) @@ to_tsquery('simple', ${namesQuery(expr)})`;
  if ('token' in expr || expr.op === 'or') return sql<SqlBool>`tsv @@ ${tsQueryOf(expr, scope)}`;
  const names = expr.items.filter(namesOnly);
  const rest = expr.items.filter((e) => !namesOnly(e));
  const conditions = [
    ...(names.length ? [tsMatch(names.length === 1 ? names[0] : { op: 'and', items: names }, scope)] : []),
    ...(rest.length
      ? [
          rest.length === 1
            ? tsMatch(rest[0], scope)
            : sql<SqlBool>`tsv @@ ${tsQueryOf({ op: 'and', items: rest }, scope)}`,
        ]
      : []),
  ];
  return sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;
}

// float8, so that a cursor holding the rank compares equal to it again.
const tsRank = (text: FtsExpr, scope: TextScope) => sql`ts_rank(tsv, ${tsQueryOf(text, scope)})::float8`;

export const postgresFullText: FullText = {
  source(text, withRank, scope) {
    if (!text) return sql<SourceRow>`(SELECT ${columns}, 0 AS rank FROM search_docs)`.as('d');
    const rank = withRank ? tsRank(text, scope) : sql`0`;
    return sql<SourceRow>`(SELECT ${columns}, ${rank} AS rank FROM search_docs WHERE ${tsMatch(text, scope)})`.as('d');
  },

  rankedIds(text, scope) {
    return sql<Pick<SourceRow, 'id' | 'rank'>>`(SELECT id, ${tsRank(text, scope)} AS rank
      FROM search_docs WHERE ${tsMatch(text, scope)})`.as('d');
  },

  matchedIds(text, scope) {
    return sql<Pick<SourceRow, 'id'>>`(SELECT id FROM search_docs WHERE ${tsMatch(text, scope)})`.as('d');
  },

  notMatching(text, scope) {
    return sql`d.id NOT IN (SELECT id FROM search_docs WHERE ${tsMatch(text, scope)})`;
  },
};
