import type { Generated, Selectable } from 'kysely';
import type { Bool, Json, Stamp } from '../db/columns';

export type ImportState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled' | 'undone';

/** One file imported into a publication (migration 025); the row counts are the resume checkpoint. */
export interface ImportTable {
  id: Generated<number>;
  publication_id: number;
  staff_id: number;
  state: ImportState;
  file_name: string;
  source_path: string;
  format: 'csv' | 'xlsx';
  settings: Json;
  rows_read: Generated<number>;
  rows_written: Generated<number>;
  rows_rejected: Generated<number>;
  rows_warned: Generated<number>;
  rows_skipped: Generated<number>;
  scans_tiled: Generated<number>;
  /** The ZIP or folder of scans the rows name (migration 029), absolute; null when the import has none. */
  scans_path: string | null;
  scans_total: Generated<number>;
  checkpoint_row: Generated<number>;
  cancel_requested: Generated<Bool>;
  message: string | null;
  created: Stamp;
  started: Stamp | null;
  finished: Stamp | null;
}

/** The record a written row made (previous NULL) or replaced (previous = its old fields, JSON). */
export interface ImportRowTable {
  import_id: number;
  row_number: number;
  record_id: number;
  previous: Json | null;
}

export interface ImportErrorTable {
  id: Generated<number>;
  import_id: number;
  row_number: number;
  level: 'error' | 'warning';
  check_name: string;
  column_name: string | null;
  value: string | null;
  message: string;
}

export interface ImportMappingTable {
  publication_id: number;
  mapping: Json;
  updated: Stamp;
}

/** A scan a row named (migration 029): its image once stored, or why it could not be. */
export interface ImportScanTable {
  import_id: number;
  file_name: string;
  image_id: number | null;
  file_path: string | null;
  tiled: Generated<number>;
  problem: string | null;
}

/** A roll an import made for its scans; undo removes it once empty. */
export interface ImportRollTable {
  import_id: number;
  name: string;
  roll_id: number;
}

export interface ImportTables {
  import_scans: ImportScanTable;
  import_rolls: ImportRollTable;
  imports: ImportTable;
  import_rows: ImportRowTable;
  import_errors: ImportErrorTable;
  import_mappings: ImportMappingTable;
}

export type ImportRow = Selectable<ImportTable>;
