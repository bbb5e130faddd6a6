import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AccessLevel, Bool, Json, Stamp } from '../db/columns';

export interface PublicationTable {
  id: number;
  title: string;
  short_title: string;
  slug: string;
  short_description: string;
  medium_description: string;
  provider: string;
  content_type: string; // Publication Type (general.title.content.type)
  doc_type: string; // Record Type (general.title.content.doc-type)
  conflict: string;
  collection: string; // general.title.content.collection
  language: string;
  /** The level that guards the publication: configured_access_level clamped to [minimum, maximum] (migration 026). */
  access_level: AccessLevel;
  /** What staff chose; null means access_level itself (never edited). */
  configured_access_level: ColumnType<AccessLevel | null, AccessLevel | null | undefined>;
  minimum_access_level: ColumnType<AccessLevel, AccessLevel | undefined>;
  maximum_access_level: ColumnType<AccessLevel, AccessLevel | undefined>;
  allow_imports: ColumnType<Bool, Bool | undefined>;
  percent_complete: ColumnType<number, number | undefined>;
  percent_complete_override: ColumnType<number | null, number | null | undefined>;
  browse_out_of_date: ColumnType<Bool, Bool | undefined>;
  cover_image_id: ColumnType<number | null, number | null | undefined>;
  /** JSON array of image ids. */
  sample_image_ids: ColumnType<Json, Json | undefined>;
  last_modification: ColumnType<Stamp | null, Stamp | null | undefined>;
  allow_print: Bool;
  allow_download: Bool;
  /** Whether a page may be taken as a PDF with its citation (the spec's allowDownloadDoc; migration 017). */
  allow_download_doc: Bool;
  allow_annotations: Bool;
  has_ocr: Bool;
  has_browse: Bool;
  featured: Bool;
  is_new: Bool;
  /** JSON array of level labels for general.title.browse.1…7, e.g. ["State", "Regiment", "Company"]. */
  browse_labels: Json;
  document_level_label: string;
  roll_count: number;
  created: Stamp;
  last_updated: Stamp;
}

export interface RollTable {
  id: number;
  publication_id: number;
  name: string;
  literal_title: string;
  /** Browse path values for general.title.browse.1…7; unused levels are null. */
  browse_1: string | null;
  browse_2: string | null;
  browse_3: string | null;
  browse_4: string | null;
  browse_5: string | null;
  browse_6: string | null;
  browse_7: string | null;
  created: Stamp;
}

/** Every creation and edit of a publication by staff (migration 026). */
export interface PublicationEventTable {
  id: Generated<number>;
  publication_id: number;
  kind: 'CREATED' | 'EDITED';
  /** JSON [{ field, from, to }]. */
  changes: Json;
  staff_id: number | null;
  created: Stamp;
}

export interface PublicationTables {
  publications: PublicationTable;
  rolls: RollTable;
  publication_events: PublicationEventTable;
}

export type Publication = Selectable<PublicationTable>;
export type Roll = Selectable<RollTable>;
