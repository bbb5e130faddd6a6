import { IMPORT_CHECKS } from '@muster/contract';
import type { FieldMapping } from './import-fields';

/** What a check's finding does to a row: rejects it, writes it without the value (and reports it), or neither. */
export type CheckLevel = 'error' | 'warning' | 'ignore';

/** The checks and their default levels (contract/src/import.ts, shared with the admin page). */
export const CHECKS = IMPORT_CHECKS;
export type CheckName = keyof typeof CHECKS;

/**
 * Findings that can never be lowered: the row cannot become a record without them fixed (no page to hang it on,
 * or a correctById row naming no record of the publication).
 */
export const HARD_CHECKS = ['missing-image', 'unknown-image', 'unknown-scan', 'unknown-id'] as const;

export type FilterOp = 'equals' | 'not-equals' | 'contains' | 'empty' | 'not-empty';
/** A row is skipped when any filter matches it. */
export interface RowFilter {
  column: string;
  op: FilterOp;
  value?: string;
}

/** The spec's import settings (issue 15 point 1). */
export interface ImportSettings {
  /** Read only the first N data rows (a trial run); 0 = all. */
  firstRecords: number;
  /** Stop once this many rows have been rejected; 0 = never. */
  maxErrors: number;
  /** Check every row and report, writing no record. */
  validateOnly: boolean;
  /** Rows carrying an existing record's id replace that record's fields. */
  correctById: boolean;
  mapping: FieldMapping;
  filters: RowFilter[];
  levels: Partial<Record<CheckName, CheckLevel>>;
}

export const DEFAULT_SETTINGS: ImportSettings = {
  firstRecords: 0,
  maxErrors: 0,
  validateOnly: false,
  correctById: false,
  mapping: {},
  filters: [],
  levels: {},
};

export const levelOf = (settings: ImportSettings, check: CheckName): CheckLevel =>
  settings.levels[check] ?? CHECKS[check];

/** Whether a filter skips the row. */
export function filtered(filters: RowFilter[], cells: Record<string, string>): boolean {
  return filters.some(({ column, op, value = '' }) => {
    const cell = (cells[column] ?? '').trim();
    switch (op) {
      case 'equals':
        return cell === value;
      case 'not-equals':
        return cell !== value;
      case 'contains':
        return cell.toLowerCase().includes(value.toLowerCase());
      case 'empty':
        return cell === '';
      case 'not-empty':
        return cell !== '';
    }
  });
}
