import type { Selectable } from 'kysely';
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
  access_level: AccessLevel;
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

export interface PublicationTables {
  publications: PublicationTable;
  rolls: RollTable;
}

export type Publication = Selectable<PublicationTable>;
export type Roll = Selectable<RollTable>;
