import { IMPORT_FIELDS, type ImportField } from '@muster/contract';
/**
 * The searchable fields a column may be mapped to (content §3.11's catalogue as index_records holds it). Places are
 * given as their path ("United States,Virginia,Richmond"); units by regiment and company id; `id` names an existing
 * record for correctById; `image_id` the scanned page the record transcribes.
 */
export const TEXT_FIELDS = [
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
] as const;
export const DATE_FIELDS = ['birth_date', 'enlistment_date', 'discharge_date', 'death_date', 'burial_date'] as const;
export const PLACE_FIELDS = [
  'birth_place',
  'residence_place',
  'enlistment_place',
  'death_place',
  'burial_place',
] as const;
export const ID_FIELDS = ['id', 'image_id', 'regiment_id', 'company_id'] as const;

export { IMPORT_FIELDS, type ImportField } from '@muster/contract';

/** Column → field. */
export type FieldMapping = Record<string, ImportField>;

// Headings partners commonly use for a field, beyond the field's own name.
const ALIASES: Record<string, ImportField> = {
  record_id: 'id',
  image: 'image_id',
  page_id: 'image_id',
  imagefile: 'image_file',
  scan: 'image_file',
  scan_file: 'image_file',
  file_name: 'image_file',
  filename: 'image_file',
  first_name: 'given_name',
  given: 'given_name',
  forename: 'given_name',
  middle: 'middle_name',
  last_name: 'surname',
  family_name: 'surname',
  suffix: 'name_suffix',
  sex: 'gender',
  birth: 'birth_date',
  born: 'birth_date',
  enlisted: 'enlistment_date',
  discharged: 'discharge_date',
  died: 'death_date',
  death: 'death_date',
  buried: 'burial_date',
  serial: 'service_number',
  service_no: 'service_number',
  casualty: 'casualty_type',
  regiment: 'regiment_id',
  company: 'company_id',
};

const normal = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** The field a heading names by itself (its own name or a common alias), if any. */
export function guessField(heading: string): ImportField | undefined {
  const key = normal(heading);
  return (IMPORT_FIELDS as readonly string[]).includes(key) ? (key as ImportField) : ALIASES[key];
}

/** The mapping of a file's headings: the stored (or given) mapping first, then each heading's own name. */
export function mappingFor(headings: string[], chosen: FieldMapping): FieldMapping {
  const mapping: FieldMapping = {};
  for (const heading of headings) {
    const field = chosen[heading] ?? guessField(heading);
    if (field) mapping[heading] = field;
  }
  return mapping;
}
