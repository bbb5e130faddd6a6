import type { Generated, Selectable } from 'kysely';
import type { Database } from '../db/database';

/**
 * One row per searchable object (index record, image, sub-image, file, memorial, regiment, battle). Facets are GROUP BY
 * queries on these plain columns; the full-text index (FTS5 or a tsvector) covers title, names, body, hidden and OCR.
 * The table belongs to the search module, so it is typed here rather than in the shared Database.
 */
export interface SearchDocTable {
  id: Generated<number>;
  content_type: string;
  object_id: number;
  title: string;
  /** Personal names, searched prefix-first and by the full-name fielded keyword. */
  names: string;
  /** Everything else worth matching that the object's page shows to anyone: descriptions, a record's branch and conflict. */
  body: string;
  /**
   * Words of the fields a record page hides from a caller who may not view it (rank, unit, casualty, service number,
   * place, years): matched by free keywords only for callers who open the document's access level (migration 020).
   */
  hidden: string;
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
  /** Filmstrip order for images and records; a FILE document's roll_id is the roll itself. */
  roll_id: number | null;
  ordinal: number | null;
  /** Page OCR text, a full-text column of its own so `ocr: false` can leave it out. */
  ocr: string;
  /** Name parts of a person (index records, memorials of a record), original case; fielded name keywords match them. */
  surname: string | null;
  given_name: string | null;
  middle_name: string | null;
  birth_year: number | null;
  enlistment_year: number | null;
  death_year: number | null;
  /** places.id of place_path, and of the record's vital and military places (place.* fielded keywords). */
  place_id: number | null;
  birth_place_id: number | null;
  residence_place_id: number | null;
  enlistment_place_id: number | null;
  death_place_id: number | null;
  service_number: string | null;
  /** military.rank (named apart from the search's own `rank` score). */
  military_rank: string | null;
  /** general.title.content.collection, .sub-type, general.title.provider.id and .language. */
  collection: string | null;
  sub_type: string | null;
  provider: string | null;
  language: string | null;
  /** A person's catalogue fields (general.gender … place.vital.death.burial; migration 023); gender is Male or Female. */
  gender: string | null;
  race: string | null;
  casualty_type: string | null;
  award: string | null;
  death_cause: string | null;
  rank_enlistment: string | null;
  rank_discharge: string | null;
  theater: string | null;
  discharge_year: number | null;
  burial_year: number | null;
  burial_place_id: number | null;
}

/** Soundex and Double Metaphone codes of every distinct name part in search_docs. */
export interface SearchNameTable {
  name: string;
  soundex: string;
  metaphone: string;
  metaphone_alt: string;
}

export interface SearchStateTable {
  id: number;
  /** Bumped by every rebuild; in-memory caches of facets and dictionaries key on it. */
  generation: number;
  built_at: string | null;
  /** Bumped by a record correction (migration 027): cached facet counts key on it too, without retiring cursors. */
  counts_version: number;
  /** Bumped by every publication write and by a finished or undone import (migration 030): the catalogue's version. */
  catalogue_version: number;
  /** Bumped by every other write of search documents (migration 031): the in-memory facet columns key on it. */
  docs_version: number;
}

export type SearchDoc = Selectable<SearchDocTable>;
export type SearchDatabase = Database & {
  search_docs: SearchDocTable;
  search_names: SearchNameTable;
  search_state: SearchStateTable;
};

/** Columns a search reads (everything but PostgreSQL's tsvector). */
export const SEARCH_DOC_COLUMNS = [
  'id',
  'content_type',
  'object_id',
  'title',
  'names',
  'body',
  'hidden',
  'ocr',
  'sort_name',
  'publication_id',
  'pub_content_type',
  'doc_type',
  'conflict',
  'branch',
  'place_path',
  'place_country',
  'place_state',
  'date',
  'year',
  'access_level',
  'last_modified',
  'roll_id',
  'ordinal',
  'surname',
  'given_name',
  'middle_name',
  'birth_year',
  'enlistment_year',
  'death_year',
  'place_id',
  'birth_place_id',
  'residence_place_id',
  'enlistment_place_id',
  'death_place_id',
  'service_number',
  'military_rank',
  'collection',
  'sub_type',
  'provider',
  'language',
  'gender',
  'race',
  'casualty_type',
  'award',
  'death_cause',
  'rank_enlistment',
  'rank_discharge',
  'theater',
  'discharge_year',
  'burial_year',
  'burial_place_id',
] as const satisfies readonly (keyof SearchDoc)[];
