import { sql } from 'kysely';
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

export const postgresFullText: FullText = {
  source(text, withRank, ocr) {
    if (!text) return sql<SourceRow>`(SELECT ${columns}, 0 AS rank FROM search_docs)`.as('d');
    const query = sql`to_tsquery('simple', ${tsQuery(text, ocr)})`;
    // float8, so that a cursor holding the rank compares equal to it again.
    const rank = withRank ? sql`ts_rank(tsv, ${query})::float8` : sql`0`;
    return sql<SourceRow>`(SELECT ${columns}, ${rank} AS rank FROM search_docs WHERE tsv @@ ${query})`.as('d');
  },

  notMatching(text, ocr) {
    return sql`d.id NOT IN (SELECT id FROM search_docs WHERE tsv @@ to_tsquery('simple', ${tsQuery(text, ocr)}))`;
  },

};
