/** What the record page calls each field of an index record (the names the correction calls take). */
export const RECORD_FIELD_LABELS: Readonly<Record<string, string>> = {
  givenName: 'Given name',
  middleName: 'Middle name',
  surname: 'Surname',
  nameSuffix: 'Name suffix',
  gender: 'Gender',
  race: 'Race',
  birthDate: 'Birth date',
  enlistmentDate: 'Enlistment date',
  dischargeDate: 'Discharge date',
  deathDate: 'Death date',
  burialDate: 'Burial date',
  conflict: 'Conflict',
  branch: 'Branch',
  rank: 'Rank',
  unit: 'Unit',
  serviceNumber: 'Service number',
  casualtyType: 'Casualty',
  award: 'Award',
  deathCause: 'Cause of death',
  enlistmentRank: 'Rank at enlistment',
  dischargeRank: 'Rank at discharge',
  theater: 'Theater',
};

export const recordFieldLabel = (name: string) => RECORD_FIELD_LABELS[name] ?? name;

/** The fields a member may propose a correction of: the person's name and dates. */
export const PROPOSABLE_FIELDS = [
  'givenName',
  'middleName',
  'surname',
  'nameSuffix',
  'birthDate',
  'enlistmentDate',
  'dischargeDate',
  'deathDate',
  'burialDate',
] as const;

export const isDateField = (name: string) => name.endsWith('Date');

/** A field's value written as a date field takes it: YYYY, YYYY-MM or YYYY-MM-DD. */
export const DATE_HINT = 'Write the date as YYYY, YYYY-MM or YYYY-MM-DD, e.g. 1862-09-17.';
