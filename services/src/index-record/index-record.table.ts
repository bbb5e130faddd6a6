import type { Generated, Insertable, Selectable } from 'kysely';
import type { Stamp } from '../db/columns';

// Places live here because index records are what point at them; the data build writes both, the services only read.
export interface PlaceTable {
  id: number;
  parent_id: number | null;
  name: string;
  /** country, state, county or city */
  level: string;
  /** Comma-separated hierarchy from the top, e.g. "United States,Virginia,Richmond". */
  path: string;
}

export interface IndexRecordTable {
  id: number;
  publication_id: number;
  image_id: number;
  sub_image_id: number | null;
  title: string;
  given_name: string;
  middle_name: string | null;
  surname: string;
  name_suffix: string | null;
  full_name: string;
  gender: string | null;
  race: string | null;
  birth_date: string | null;
  birth_year: number | null;
  birth_place_id: number | null;
  residence_place_id: number | null;
  enlistment_date: string | null;
  enlistment_year: number | null;
  enlistment_place_id: number | null;
  discharge_date: string | null;
  death_date: string | null;
  death_year: number | null;
  death_place_id: number | null;
  conflict: string;
  branch: string;
  rank: string | null;
  unit: string | null;
  regiment_id: number | null;
  company_id: number | null;
  service_number: string | null;
  casualty_type: string | null;
  /** Decorations, e.g. Medal of Honor (migration 023, as the rest down to burial_place_id). */
  award: string | null;
  death_cause: string | null;
  rank_enlistment: string | null;
  rank_discharge: string | null;
  /** Theater of service, e.g. Eastern Theater, European Theater. */
  theater: string | null;
  burial_date: string | null;
  /** places.id of the burial place. */
  burial_place_id: number | null;
  created: Stamp;
  last_modified: Stamp;
}

/** One staff change of one record field (migration 027): who changed what, when, and how firmly. */
export interface RecordCorrectionTable {
  id: Generated<number>;
  record_id: number;
  /** The record service's field name: surname, birthDate, … */
  field: string;
  old_value: string | null;
  new_value: string | null;
  /** SUPER (a later import keeps it) or NORMAL. */
  stickiness: string;
  staff_id: number;
  /** feedback.id of the member's proposal this accepted. */
  proposal_id: number | null;
  created: Stamp;
}

export interface IndexRecordTables {
  places: PlaceTable;
  index_records: IndexRecordTable;
  record_corrections: RecordCorrectionTable;
}

export type Place = Selectable<PlaceTable>;
export type IndexRecord = Selectable<IndexRecordTable>;
export type NewIndexRecord = Insertable<IndexRecordTable>;
