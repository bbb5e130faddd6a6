import { DATE_FIELDS, type FieldMapping, type ImportField, PLACE_FIELDS, TEXT_FIELDS } from './import-fields';
import { type CheckName, type ImportSettings, levelOf } from './import-settings';

/** What the checks need to know of the archive: loaded once per import run. */
export interface CheckContext {
  imageIds: Set<number>;
  placeIds: Map<string, number>;
  regimentIds: Set<number>;
  companyIds: Set<number>;
  /** The scans the rows' file names matched (scans.ts): an image id, or why the file could not be a page. */
  scans?: Map<string, number | string>;
}

export interface Finding {
  level: 'error' | 'warning';
  check: string;
  column: string | null;
  value: string | null;
  message: string;
}

/** The record columns a row sets (index_records names), without the ones derived when it is written. */
export type RecordValues = Record<string, string | number | null>;

export interface CheckedRow {
  values: RecordValues;
  /** The record a correctById row names. */
  recordId: number | null;
  findings: Finding[];
  rejected: boolean;
}

const DATE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;
const MAX_LENGTH = 500;
const GENDERS: Record<string, string> = { m: 'Male', male: 'Male', f: 'Female', female: 'Female' };

/**
 * Checks one row against the mapping and the import's levels. A finding at `error` rejects the row; at `warning`
 * the value is dropped (or the row written as it stands) and the finding reported; at `ignore` the value is dropped
 * silently. Messages say what is wrong and what would be right, for the person fixing the file.
 */
export function checkRow(
  cells: Record<string, string>,
  mapping: FieldMapping,
  settings: ImportSettings,
  ctx: CheckContext,
): CheckedRow {
  const values: RecordValues = {};
  const findings: Finding[] = [];
  const columnOf = new Map<ImportField, string>();
  let rejected = false;
  let recordId: number | null = null;

  const find = (check: CheckName, column: string | null, value: string | null, message: string): boolean => {
    const level = levelOf(settings, check);
    if (level === 'ignore') return false;
    findings.push({ level, check, column, value, message });
    if (level === 'error') rejected = true;
    return true;
  };
  const hard = (check: string, column: string | null, value: string | null, message: string) => {
    findings.push({ level: 'error', check, column, value, message });
    rejected = true;
  };

  for (const [column, field] of Object.entries(mapping)) {
    const value = (cells[column] ?? '').trim();
    columnOf.set(field, column);
    if (value === '' || field === 'roll') continue;
    if (field === 'image_file') {
      const scan = ctx.scans?.get(value);
      if (typeof scan === 'number') values.image_id = scan;
      else
        hard(
          'unknown-scan',
          column,
          value,
          scan ??
            (ctx.scans
              ? `${column} "${value}" is not in the scans given with the import`
              : `${column} "${value}" names a scan, but the import was given no ZIP or folder of scans`),
        );
      continue;
    }
    if (value.length > MAX_LENGTH) {
      find(
        'too-long',
        column,
        value.slice(0, 100),
        `${column} is ${value.length} characters long; at most ${MAX_LENGTH} fit`,
      );
      continue;
    }
    if ((TEXT_FIELDS as readonly string[]).includes(field)) {
      if (field === 'gender') {
        const g = GENDERS[value.toLowerCase()];
        if (g) values.gender = g;
        else find('bad-gender', column, value, `${column} "${value}" is not a gender: write M, F, Male or Female`);
      } else values[field] = value;
    } else if ((DATE_FIELDS as readonly string[]).includes(field)) {
      if (DATE.test(value)) values[field] = value;
      else
        find('bad-date', column, value, `${column} "${value}" is not a date: write it as 1862, 1862-09 or 1862-09-17`);
    } else if ((PLACE_FIELDS as readonly string[]).includes(field)) {
      const id = ctx.placeIds.get(value.toLowerCase());
      if (id !== undefined) values[`${field}_id`] = id;
      else
        find(
          'unknown-place',
          column,
          value,
          `${column} "${value}" is no place we know; write its full path, e.g. United States,Virginia,Richmond`,
        );
    } else {
      const n = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
      if (field === 'id') {
        if (Number.isNaN(n))
          hard('unknown-id', column, value, `${column} "${value}" is not a record id (a whole number)`);
        else recordId = n;
      } else if (field === 'image_id') {
        if (ctx.imageIds.has(n)) values.image_id = n;
        else hard('unknown-image', column, value, `${column} "${value}" is not a page of this publication`);
      } else {
        const known = field === 'regiment_id' ? ctx.regimentIds : ctx.companyIds;
        if (known.has(n)) values[field] = n;
        else
          find(
            'unknown-unit',
            column,
            value,
            `${column} "${value}" is no ${field === 'regiment_id' ? 'regiment' : 'company'} we know`,
          );
      }
    }
  }

  // A correction names its record and changes only what it carries; a new record needs a page and a name.
  if (!(settings.correctById && recordId !== null)) {
    if (
      values.image_id === undefined &&
      !findings.some((f) => f.check === 'unknown-image' || f.check === 'unknown-scan')
    )
      hard(
        'missing-image',
        columnOf.get('image_id') ?? null,
        null,
        'The row names no page: give the image id of its scan',
      );
    if (!values.surname) find('missing-surname', columnOf.get('surname') ?? null, null, 'The row has no surname');
    if (
      !values.given_name &&
      find('missing-given-name', columnOf.get('given_name') ?? null, null, 'The row has no given name')
    )
      values.given_name ??= '';
  }
  const order: [string, string][] = [
    ['birth_date', 'enlistment_date'],
    ['birth_date', 'death_date'],
    ['enlistment_date', 'death_date'],
  ];
  for (const [before, after] of order) {
    const a = values[before] as string | undefined;
    const b = values[after] as string | undefined;
    if (a && b && a.slice(0, 4) > b.slice(0, 4))
      find(
        'date-order',
        columnOf.get(after as ImportField) ?? null,
        b,
        `${after.replace('_', ' ')} ${b} comes before ${before.replace('_', ' ')} ${a}`,
      );
  }
  return { values, recordId, findings, rejected };
}
