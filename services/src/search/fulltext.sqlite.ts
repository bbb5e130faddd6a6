import { sql } from 'kysely';
import type { FullText, SourceRow } from './fulltext';
import { MARK_END, MARK_START } from './highlight';
import type { TextTerm } from './query-plan';
import { SEARCH_DOC_COLUMNS } from './search-docs.table';

const columns = sql.join(SEARCH_DOC_COLUMNS.map((c) => sql.ref(`search_docs.${c}`)));

/** FTS5 query text: every term as a quoted prefix, implicitly ANDed. Terms are letters and digits only. */
export function fts5Query(terms: TextTerm[]): string {
  return terms.map((t) => `${t.namesOnly ? 'names : ' : ''}"${t.token}"*`).join(' ');
}

export const sqliteFullText: FullText = {
  source(terms, withRank) {
    if (terms.length === 0) return sql<SourceRow>`(SELECT ${columns}, 0 AS rank FROM search_docs)`.as('d');
    // bm25 weights: title 10, names 5, body 1; negated so that larger is better, as on PostgreSQL.
    const rank = withRank ? sql`-bm25(search_fts, 10.0, 5.0, 1.0)` : sql`0`;
    return sql<SourceRow>`(SELECT ${columns}, ${rank} AS rank
      FROM search_fts JOIN search_docs ON search_docs.id = search_fts.rowid
      WHERE search_fts MATCH ${fts5Query(terms)})`.as('d');
  },

  async highlights(db, terms, ids) {
    const out = new Map<number, string[]>();
    if (terms.length === 0 || ids.length === 0) return out;
    const { rows } = await sql<{ id: number; title: string; names: string; body: string }>`
      SELECT rowid AS id,
        highlight(search_fts, 0, ${MARK_START}, ${MARK_END}) AS title,
        highlight(search_fts, 1, ${MARK_START}, ${MARK_END}) AS names,
        snippet(search_fts, 2, ${MARK_START}, ${MARK_END}, '…', 16) AS body
      FROM search_fts
      WHERE search_fts MATCH ${fts5Query(terms)} AND rowid IN (${sql.join(ids)})`.execute(db);
    for (const row of rows) out.set(row.id, [...new Set([row.title, row.names, row.body].filter((f) => f?.includes(MARK_START)))]);
    return out;
  },
};
