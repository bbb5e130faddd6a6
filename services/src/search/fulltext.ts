import type { AliasedRawBuilder, Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import { postgresFullText } from './fulltext.postgres';
import { sqliteFullText } from './fulltext.sqlite';
import type { TextTerm } from './query-plan';
import type { SearchDatabase, SearchDoc } from './search-docs.table';

export type SourceRow = SearchDoc & { rank: number };

/** The part of search that differs between FTS5 and PostgreSQL full text; everything else is shared SQL. */
export interface FullText {
  /**
   * The documents to search as a derived table `d`: every document when there are no terms, else those
   * matching all terms, with `rank` (larger is better; 0 unless withRank, so counts skip the ranking work).
   */
  source(terms: TextTerm[], withRank: boolean): AliasedRawBuilder<SourceRow, 'd'>;
  /** Highlighted fragments per document id; matches are wrapped in MARK_START … MARK_END. */
  highlights(db: Kysely<SearchDatabase>, terms: TextTerm[], ids: number[]): Promise<Map<number, string[]>>;
}

export function fullTextFor(dialect: DialectName): FullText {
  return dialect === 'postgres' ? postgresFullText : sqliteFullText;
}
