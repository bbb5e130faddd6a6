/** A bulk import as the import service answers it (`/import/jobs…`, docs/decisions/imports.md). */
export interface ImportJobDto {
  id: number;
  publicationId: number;
  staffId: number;
  state: 'queued' | 'running' | 'done' | 'failed' | 'cancelled' | 'undone';
  fileName: string;
  format: 'csv' | 'xlsx';
  settings: {
    firstRecords?: number;
    maxErrors?: number;
    validateOnly?: boolean;
    correctById?: boolean;
    mapping?: Record<string, string>;
    filters?: { column: string; op: string; value?: string }[];
    levels?: Record<string, 'error' | 'warning' | 'ignore'>;
  };
  progress: {
    rowsRead: number;
    rowsWritten: number;
    rowsRejected: number;
    rowsWarned: number;
    rowsSkipped: number;
    scansTiled: number;
    /** The scans the rows name that the ZIP or folder holds (0 when the import has no scans). */
    scansTotal: number;
  };
  cancelRequested: boolean;
  message: string | null;
  created: string;
  started: string | null;
  finished: string | null;
}

/** A finding on one row of an import. */
export interface ImportFindingDto {
  row: number;
  level: 'error' | 'warning';
  check: string;
  column: string | null;
  value: string | null;
  message: string;
}

/** The largest import file an upload may carry (2 GiB): imports stream to disk, far above members' 25 MB uploads. */
export const IMPORT_UPLOAD_MAX_BYTES = 2 * 1024 ** 3;

/**
 * The searchable fields an import's column may fill (index_records' columns; places by their full path, units by id,
 * `id` for correctById, `image_id` for the page the record transcribes).
 */
export const IMPORT_FIELDS = [
  'id',
  'image_id',
  'image_file',
  'roll',
  'regiment_id',
  'company_id',
  'title',
  'given_name',
  'middle_name',
  'surname',
  'name_suffix',
  'gender',
  'race',
  'conflict',
  'branch',
  'rank',
  'unit',
  'service_number',
  'casualty_type',
  'award',
  'death_cause',
  'rank_enlistment',
  'rank_discharge',
  'theater',
  'birth_date',
  'enlistment_date',
  'discharge_date',
  'death_date',
  'burial_date',
  'birth_place',
  'residence_place',
  'enlistment_place',
  'death_place',
  'burial_place',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The checks an import makes on each row, with the level each has unless the import says otherwise. */
export const IMPORT_CHECKS = {
  'missing-surname': 'error',
  'missing-given-name': 'warning',
  'bad-date': 'error',
  'date-order': 'warning',
  'unknown-place': 'warning',
  'unknown-unit': 'warning',
  'bad-gender': 'warning',
  'too-long': 'error',
} as const satisfies Record<string, 'error' | 'warning' | 'ignore'>;
