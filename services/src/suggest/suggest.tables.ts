import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/**
 * The summary tables of migration 004, one row per distinct value with its index-record count. They belong to
 * the suggest module, so they are typed here rather than in the shared Database. Keys are fold()ed values.
 */
export type SurnameCountTable = {
  surname: string;
  surname_key: string;
  record_count: number;
};

export type FullNameCountTable = {
  given_name: string;
  surname: string;
  given_key: string;
  surname_key: string;
  record_count: number;
};

export type PlaceCountTable = {
  /** Comma-separated hierarchy, top first: the place facet's value. */
  path: string;
  /** The hierarchy bottom first: "Richmond, Virginia, United States". */
  label: string;
  label_key: string;
  /** fold() of the path written with ", " between levels: "united states, virginia, richmond". */
  path_key: string;
  record_count: number;
};

export type DateSpan = 'YEAR' | 'DECADE';

export type DateCountTable = {
  span: DateSpan;
  /** The year, or a decade's first year. */
  year: number;
  record_count: number;
};

export type SuggestTables = {
  surname_counts: SurnameCountTable;
  full_name_counts: FullNameCountTable;
  place_counts: PlaceCountTable;
  date_counts: DateCountTable;
};

export type SuggestDatabase = Database & SuggestTables;

export const withSuggestTables = (db: Kysely<Database>): Kysely<SuggestDatabase> => db.withTables<SuggestTables>();
