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
