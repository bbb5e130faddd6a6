import { sql } from 'kysely';
import { type FtsExpr, renderFts } from './fts-expr';
import type { FullText, SourceRow } from './fulltext';
import { SEARCH_DOC_COLUMNS } from './search-docs.table';

const columns = sql.join(SEARCH_DOC_COLUMNS.map((c) => sql.ref(`search_docs.${c}`)));

/** FTS5 query text: quoted terms (prefixes with *), names-only terms in the names column; OCR left out unless ocr. */
export function fts5Query(expr: FtsExpr, ocr = true): string {
  const text = renderFts(expr, (t) => `${t.namesOnly ? 'names : ' : ''}"${t.token}"${t.prefix ? '*' : ''}`, ' AND ', ' OR ');
  return ocr ? text : `{title names body} : (${text})`;
}

export const sqliteFullText: FullText = {
  source(text, withRank, ocr) {
    if (!text) return sql<SourceRow>`(SELECT ${columns}, 0 AS rank FROM search_docs)`.as('d');
    // bm25 weights: title 10, names 5, body and OCR 1; negated so that larger is better, as on PostgreSQL.
    const rank = withRank ? sql`-bm25(search_fts, 10.0, 5.0, 1.0, 1.0)` : sql`0`;
    return sql<SourceRow>`(SELECT ${columns}, ${rank} AS rank
      FROM search_fts JOIN search_docs ON search_docs.id = search_fts.rowid
      WHERE search_fts MATCH ${fts5Query(text, ocr)})`.as('d');
  },

  notMatching(text, ocr) {
    return sql`d.id NOT IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${fts5Query(text, ocr)})`;
  },

};
