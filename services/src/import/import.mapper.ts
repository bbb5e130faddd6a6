import type { ImportErrorTable, ImportRow } from './import.table';
import type { Selectable } from 'kysely';
import type { ImportFindingDto, ImportJobDto } from '@muster/contract';

/** An import as the admin page and GraphQL show it: settings, state and live progress. */
export function importDto(r: ImportRow): ImportJobDto {
  return {
    id: r.id,
    publicationId: r.publication_id,
    staffId: r.staff_id,
    state: r.state,
    fileName: r.file_name,
    format: r.format,
    settings: JSON.parse(r.settings) as ImportJobDto['settings'],
    progress: {
      rowsRead: r.rows_read,
      rowsWritten: r.rows_written,
      rowsRejected: r.rows_rejected,
      rowsWarned: r.rows_warned,
      rowsSkipped: r.rows_skipped,
      scansTiled: r.scans_tiled,
      scansTotal: r.scans_total,
    },
    cancelRequested: r.cancel_requested === 1,
    message: r.message,
    created: r.created,
    started: r.started,
    finished: r.finished,
  };
}

export function importErrorDto(e: Selectable<ImportErrorTable>): ImportFindingDto {
  return {
    row: e.row_number,
    level: e.level,
    check: e.check_name,
    column: e.column_name,
    value: e.value,
    message: e.message,
  };
}

const cell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const ERRORS_CSV_HEADER = 'row,level,check,column,value,message\n';

/** One line of the downloadable report. */
export const errorCsvLine = (e: Selectable<ImportErrorTable>) =>
  [e.row_number, e.level, e.check_name, e.column_name, e.value, e.message].map(cell).join(',') + '\n';
