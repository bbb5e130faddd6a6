import type { AliasedRawBuilder, RawBuilder, SqlBool } from 'kysely';
import type { TextLevel } from './field-visibility';
import type { FtsExpr } from './fts-expr';
import type { SearchDoc } from './search-docs.table';

export type SourceRow = SearchDoc & { rank: number };

/** Which indexed text the terms may match besides title, names and body. */
export interface TextScope {
  /** Page OCR text (the query's `ocr`). */
  ocr: boolean;
  /** The levels whose documents' hidden words match (FieldVisibility.textLevels); other documents match without them. */
  levels: readonly TextLevel[];
}

/** The part of search that differs between FTS5 and PostgreSQL full text; everything else is shared SQL. */
export interface FullText {
  /**
   * The documents to search as a derived table `d`: every document when there is no text, else those
   * matching it within the scope, with `rank` (larger is better; 0 unless withRank, so counts skip the ranking work).
   */
  source(text: FtsExpr | null, withRank: boolean, scope: TextScope): AliasedRawBuilder<SourceRow, 'd'>;
  /** The documents matching the text as `d` with only `id` and `rank`, read from the full-text index alone where it can. */
  rankedIds(text: FtsExpr, scope: TextScope): AliasedRawBuilder<Pick<SourceRow, 'id' | 'rank'>, 'd'>;
  /** The ids of the documents matching the text as `d`, from the full-text index alone where it can (no rank). */
  matchedIds(text: FtsExpr, scope: TextScope): AliasedRawBuilder<Pick<SourceRow, 'id'>, 'd'>;
  /** A condition on `d.id`: the document does not match the expression within the scope. */
  notMatching(text: FtsExpr, scope: TextScope): RawBuilder<SqlBool>;
}
