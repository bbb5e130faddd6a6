import type { IndexRecordTable } from './index-record.table';

/** Text columns of index_records staff may correct, by the field name the record service answers with. */
export const CORRECTABLE_FIELDS = {
  givenName: 'given_name',
  middleName: 'middle_name',
  surname: 'surname',
  nameSuffix: 'name_suffix',
  gender: 'gender',
  race: 'race',
  birthDate: 'birth_date',
  enlistmentDate: 'enlistment_date',
  dischargeDate: 'discharge_date',
  deathDate: 'death_date',
  burialDate: 'burial_date',
  conflict: 'conflict',
  branch: 'branch',
  rank: 'rank',
  unit: 'unit',
  serviceNumber: 'service_number',
  casualtyType: 'casualty_type',
  award: 'award',
  deathCause: 'death_cause',
  enlistmentRank: 'rank_enlistment',
  dischargeRank: 'rank_discharge',
  theater: 'theater',
} as const satisfies Record<string, keyof IndexRecordTable>;

export type CorrectableField = keyof typeof CORRECTABLE_FIELDS;
export type CorrectableColumn = (typeof CORRECTABLE_FIELDS)[CorrectableField];

/** What a member may propose from the record page: the person's name and dates. */
export const PROPOSABLE_FIELDS: readonly CorrectableField[] = [
  'givenName',
  'middleName',
  'surname',
  'nameSuffix',
  'birthDate',
  'enlistmentDate',
  'dischargeDate',
  'deathDate',
  'burialDate',
];

/** Fields a record cannot be without (the table's NOT NULL text columns). */
const REQUIRED: ReadonlySet<CorrectableField> = new Set(['givenName', 'surname', 'conflict', 'branch']);
const DATE_FIELDS: ReadonlySet<CorrectableField> = new Set([
  'birthDate',
  'enlistmentDate',
  'dischargeDate',
  'deathDate',
  'burialDate',
]);
/** Dates whose year the table keeps beside them (the search index and suggestions read the year). */
export const YEAR_COLUMNS: Partial<Record<CorrectableColumn, keyof IndexRecordTable>> = {
  birth_date: 'birth_year',
  enlistment_date: 'enlistment_year',
  death_date: 'death_year',
};

export const MAX_FIELD_LENGTH = 200;

export const isCorrectable = (name: string): name is CorrectableField => Object.hasOwn(CORRECTABLE_FIELDS, name);

/** A historical date as the records hold it: `1862`, `1862-09` or `1862-09-17`, a real calendar day. */
export function isRecordDate(value: string): boolean {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), m[2] ? Number(m[2]) : 1, m[3] ? Number(m[3]) : 1];
  if (year < 1000 || month < 1 || month > 12) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The value to store (trimmed; blank is null), or the reason it cannot be stored. */
export function checkFieldValue(
  field: CorrectableField,
  raw: string | null,
): { ok: true; value: string | null } | { ok: false; message: string } {
  const value = raw?.trim() || null;
  if (value === null) {
    return REQUIRED.has(field) ? { ok: false, message: `${field} cannot be empty` } : { ok: true, value };
  }
  if ([...value].length > MAX_FIELD_LENGTH) {
    return { ok: false, message: `${field} is longer than ${MAX_FIELD_LENGTH} characters` };
  }
  if (DATE_FIELDS.has(field) && !isRecordDate(value)) {
    return { ok: false, message: `${field} must be a date written YYYY, YYYY-MM or YYYY-MM-DD` };
  }
  return { ok: true, value };
}

/** The full name as the records write it: given, middle, surname, suffix. */
export const fullNameOf = (r: Pick<IndexRecordTable, 'given_name' | 'middle_name' | 'surname' | 'name_suffix'>) =>
  [r.given_name, r.middle_name, r.surname, r.name_suffix].filter(Boolean).join(' ');
