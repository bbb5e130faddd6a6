import type { Selectable } from 'kysely';
import type { Json, Stamp } from '../db/columns';

export interface MemorialTable {
  id: number;
  /** PERSON, SERVICEPERSON, EVENT, ORGANIZATION, PLACE or TOPIC */
  type: string;
  title: string;
  description: string;
  privacy_mode: string;
  primary_military_event: string | null;
  owner_id: number;
  index_record_id: number | null;
  created: Stamp;
  last_modified: Stamp;
}

export interface MemorialElementTable {
  id: number;
  memorial_id: number;
  /** STORY, FACT, SOURCE, LINK, COVER_IMAGE, BACKGROUND_IMAGE, HONOR_IMAGE, COMMENT, CORRECTION, … */
  type: string;
  ordinal: number;
  owner_id: number;
  /** The element's value as JSON, shaped per type (content §3.6). */
  value: Json;
  created: Stamp;
  last_modified: Stamp;
}

export interface MemorialTables {
  memorials: MemorialTable;
  memorial_elements: MemorialElementTable;
}

export type Memorial = Selectable<MemorialTable>;
export type MemorialElement = Selectable<MemorialElementTable>;
