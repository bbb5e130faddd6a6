import type { Generated, Selectable } from 'kysely';
import type { Database } from '../db/database';

/**
 * One row per searchable object (index record, image, memorial, regiment, battle). Facets are GROUP BY
 * queries on these plain columns; the full-text index (FTS5 or a tsvector) covers title, names and body.
 * The table belongs to the search module, so it is typed here rather than in the shared Database.
 */
export interface SearchDocTable {
  id: Generated<number>;
  content_type: string;
  object_id: number;
  title: string;
  /** Personal names, searched prefix-first and by the full-name fielded keyword. */
  names: string;
  /** Everything else worth matching: OCR text, descriptions, ranks, units, places. */
  body: string;
  sort_name: string;
  publication_id: number | null;
  /** general.title.content.type (the publication's type). */
  pub_content_type: string | null;
  /** general.title.content.doc-type */
  doc_type: string | null;
  conflict: string | null;
  branch: string | null;
  /** Full comma-separated place path, top first; place_country and place_state are its first one and two levels. */
  place_path: string | null;
  place_country: string | null;
  place_state: string | null;
  /** Historical date, ISO text that may be partial (1862, 1862-09). */
  date: string | null;
  year: number | null;
  access_level: string;
  last_modified: string | null;
  /** Filmstrip order for images and records. */
  roll_id: number | null;
  ordinal: number | null;
}

export type SearchDoc = Selectable<SearchDocTable>;
export type SearchDatabase = Database & { search_docs: SearchDocTable };

/** Columns a search reads (everything but PostgreSQL's tsvector). */
export const SEARCH_DOC_COLUMNS = [
  'id', 'content_type', 'object_id', 'title', 'names', 'body', 'sort_name', 'publication_id', 'pub_content_type',
  'doc_type', 'conflict', 'branch', 'place_path', 'place_country', 'place_state', 'date', 'year', 'access_level',
  'last_modified', 'roll_id', 'ordinal',
] as const satisfies readonly (keyof SearchDoc)[];
