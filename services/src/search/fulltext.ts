import type { AliasedRawBuilder, RawBuilder, SqlBool } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { FtsExpr } from './fts-expr';
import { postgresFullText } from './fulltext.postgres';
import { sqliteFullText } from './fulltext.sqlite';
import type { SearchDoc } from './search-docs.table';

export type SourceRow = SearchDoc & { rank: number };

/** The part of search that differs between FTS5 and PostgreSQL full text; everything else is shared SQL. */
export interface FullText {
  /**
   * The documents to search as a derived table `d`: every document when there is no text, else those
   * matching it, with `rank` (larger is better; 0 unless withRank, so counts skip the ranking work).
   * Without ocr, page OCR text is not searched.
   */
  source(text: FtsExpr | null, withRank: boolean, ocr: boolean): AliasedRawBuilder<SourceRow, 'd'>;
  /** A condition on `d.id`: the document does not match the expression. */
  notMatching(text: FtsExpr, ocr: boolean): RawBuilder<SqlBool>;
}

export function fullTextFor(dialect: DialectName): FullText {
  return dialect === 'postgres' ? postgresFullText : sqliteFullText;
}
