import { sql } from 'kysely';
import type { FullText, SourceRow } from './fulltext';
import { MARK_END, MARK_START } from './highlight';
import type { TextTerm } from './query-plan';
import { SEARCH_DOC_COLUMNS } from './search-docs.table';

const columns = sql.join(SEARCH_DOC_COLUMNS.map((c) => sql.ref(`search_docs.${c}`)));
const TITLE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`;
const BODY_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=24, MinWords=8, MaxFragments=2, FragmentDelimiter=" … "`;

/** tsquery text: every term a prefix (:*), names-only terms restricted to weight B. Terms are letters and digits only. */
export function tsQuery(terms: TextTerm[]): string {
  return terms.map((t) => `'${t.token}':*${t.namesOnly ? 'B' : ''}`).join(' & ');
}

export const postgresFullText: FullText = {
  source(terms, withRank) {
    if (terms.length === 0) return sql<SourceRow>`(SELECT ${columns}, 0 AS rank FROM search_docs)`.as('d');
    const query = sql`to_tsquery('simple', ${tsQuery(terms)})`;
    const rank = withRank ? sql`ts_rank(tsv, ${query})` : sql`0`;
    return sql<SourceRow>`(SELECT ${columns}, ${rank} AS rank FROM search_docs WHERE tsv @@ ${query})`.as('d');
  },

  async highlights(db, terms, ids) {
    const out = new Map<number, string[]>();
    if (terms.length === 0 || ids.length === 0) return out;
    const query = sql`to_tsquery('simple', ${tsQuery(terms)})`;
    const { rows } = await sql<{ id: number; title: string; names: string; body: string }>`
      SELECT id,
        ts_headline('simple', title, ${query}, ${TITLE_OPTIONS}) AS title,
        ts_headline('simple', names, ${query}, ${TITLE_OPTIONS}) AS names,
        ts_headline('simple', body, ${query}, ${BODY_OPTIONS}) AS body
      FROM search_docs WHERE id IN (${sql.join(ids)})`.execute(db);
    for (const row of rows) out.set(row.id, [...new Set([row.title, row.names, row.body].filter((f) => f?.includes(MARK_START)))]);
    return out;
  },
};
