import { sql } from 'kysely';
import { TEXT_LEVELS, type TextLevel } from './field-visibility';
import { type FtsExpr, renderFts } from './fts-expr';
import type { FullText, SourceRow, TextScope } from './fulltext';
import { SEARCH_DOC_COLUMNS } from './search-docs.table';

const columns = sql.join(SEARCH_DOC_COLUMNS.map((c) => sql.ref(`search_docs.${c}`)));

/** search_fts's column of one level's hidden words (migration 020: the view search_fts_content fills it). */
const hiddenColumn = (level: TextLevel) => `hidden_${level.toLowerCase()}`;

/** search_fts's columns in their order (bm25 weighs them in it), as search_fts_content gives them. */
export const FTS_COLUMNS = ['title', 'names', 'body', 'ocr', ...TEXT_LEVELS.map(hiddenColumn)];

/**
 * FTS5 query text: quoted terms (prefixes with *), names-only terms in the names column; restricted to the columns
 * the scope allows (OCR unless ocr, the hidden words of the levels it does not open). A subscriber with OCR gets
 * no column filter at all.
 */
export function fts5Query(expr: FtsExpr, scope: TextScope = { ocr: true, levels: TEXT_LEVELS }): string {
  const text = renderFts(
    expr,
    (t) => `${t.namesOnly ? 'names : ' : ''}"${t.token}"${t.prefix ? '*' : ''}`,
    ' AND ',
    ' OR ',
  );
  const allowed = new Set(['title', 'names', 'body', ...(scope.ocr ? ['ocr'] : []), ...scope.levels.map(hiddenColumn)]);
  return allowed.size === FTS_COLUMNS.length
    ? text
    : `{${FTS_COLUMNS.filter((c) => allowed.has(c)).join(' ')}} : (${text})`;
}

// bm25 weights: title 10, names 5, body, OCR and hidden words 1; negated so that larger is better, as on PostgreSQL.
const bm25Rank = sql`-bm25(search_fts, 10.0, 5.0, 1.0, 1.0)`;

export const sqliteFullText: FullText = {
  source(text, withRank, scope) {
    if (!text) return sql<SourceRow>`(SELECT ${columns}, 0 AS rank FROM search_docs)`.as('d');
    const rank = withRank ? bm25Rank : sql`0`;
    return sql<SourceRow>`(SELECT ${columns}, ${rank} AS rank
      FROM search_fts JOIN search_docs ON search_docs.id = search_fts.rowid
      WHERE search_fts MATCH ${fts5Query(text, scope)})`.as('d');
  },

  rankedIds(text, scope) {
    return sql<Pick<SourceRow, 'id' | 'rank'>>`(SELECT rowid AS id, ${bm25Rank} AS rank
      FROM search_fts WHERE search_fts MATCH ${fts5Query(text, scope)})`.as('d');
  },

  matchedIds(text, scope) {
    return sql<
      Pick<SourceRow, 'id'>
    >`(SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ${fts5Query(text, scope)})`.as('d');
  },

  notMatching(text, scope) {
    return sql`d.id NOT IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${fts5Query(text, scope)})`;
  },
};
