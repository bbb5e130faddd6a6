import { ACCESS_LEVELS, type AccessLevel } from './access-policy';

/**
 * The editorial fields of a publication (content spec §3.5) that staff with the `publications` ability change
 * through `PUT /publication/pub-edit/{id}` and `POST /publication/pub-edit` (docs/decisions/publications-admin.md).
 * One list drives the service's checks, `GET /publication/editable-fields/{id}` and the admin form's groups.
 */
export type EditableFieldType =
  'TEXT' | 'LONG_TEXT' | 'BOOLEAN' | 'ACCESS_LEVEL' | 'PERCENT' | 'PROVIDER' | 'IMAGE' | 'IMAGE_LIST' | 'LABEL_LIST';

export type EditableFieldGroup = 'ACCESS' | 'PERMISSIONS' | 'DESCRIPTIONS' | 'IMAGES' | 'BROWSE' | 'STATUS';

export interface EditableFieldSpec {
  name: string;
  type: EditableFieldType;
  group: EditableFieldGroup;
  label: string;
  /** May be null (cleared). */
  nullable: boolean;
  /** Longest text, or most entries of a list. */
  maxLength?: number;
}

const field = (
  name: string,
  type: EditableFieldType,
  group: EditableFieldGroup,
  label: string,
  extra: Partial<Pick<EditableFieldSpec, 'nullable' | 'maxLength'>> = {},
): EditableFieldSpec => ({ name, type, group, label, nullable: false, ...extra });

export const PUBLICATION_TITLE_MAX = 200;
export const PUBLICATION_SHORT_DESCRIPTION_MAX = 500;
export const PUBLICATION_MEDIUM_DESCRIPTION_MAX = 4000;
/** general.title.browse.1…7 */
export const BROWSE_LEVELS_MAX = 7;
export const BROWSE_LABEL_MAX = 60;
export const SAMPLE_IMAGES_MAX = 6;

export const EDITABLE_PUBLICATION_FIELDS: readonly EditableFieldSpec[] = [
  field('configuredAccessLevel', 'ACCESS_LEVEL', 'ACCESS', 'Configured access level'),
  field('minimumAccessLevel', 'ACCESS_LEVEL', 'ACCESS', 'Minimum access level'),
  field('maximumAccessLevel', 'ACCESS_LEVEL', 'ACCESS', 'Maximum access level'),
  field('allowPrint', 'BOOLEAN', 'PERMISSIONS', 'Allow print'),
  field('allowDownload', 'BOOLEAN', 'PERMISSIONS', 'Allow download (JPEG)'),
  field('allowDownloadDoc', 'BOOLEAN', 'PERMISSIONS', 'Allow download as PDF with citation'),
  field('allowAnnotations', 'BOOLEAN', 'PERMISSIONS', 'Allow annotations'),
  field('allowImports', 'BOOLEAN', 'PERMISSIONS', 'Allow imports'),
  field('title', 'TEXT', 'DESCRIPTIONS', 'Title', { maxLength: PUBLICATION_TITLE_MAX }),
  field('shortTitle', 'TEXT', 'DESCRIPTIONS', 'Short title', { maxLength: PUBLICATION_TITLE_MAX }),
  field('shortDescription', 'LONG_TEXT', 'DESCRIPTIONS', 'Short description', {
    maxLength: PUBLICATION_SHORT_DESCRIPTION_MAX,
  }),
  field('mediumDescription', 'LONG_TEXT', 'DESCRIPTIONS', 'Medium description', {
    maxLength: PUBLICATION_MEDIUM_DESCRIPTION_MAX,
  }),
  field('provider', 'PROVIDER', 'DESCRIPTIONS', 'Provider'),
  field('coverImageId', 'IMAGE', 'IMAGES', 'Cover image', { nullable: true }),
  field('sampleImageIds', 'IMAGE_LIST', 'IMAGES', 'Sample images', { maxLength: SAMPLE_IMAGES_MAX }),
  field('hasBrowse', 'BOOLEAN', 'BROWSE', 'Has browse'),
  field('browseLabels', 'LABEL_LIST', 'BROWSE', 'Browse levels', { maxLength: BROWSE_LEVELS_MAX }),
  field('browseOutOfDate', 'BOOLEAN', 'BROWSE', 'Browse out of date'),
  field('percentComplete', 'PERCENT', 'STATUS', 'Percent complete'),
  field('percentCompleteOverride', 'PERCENT', 'STATUS', 'Percent complete shown instead', { nullable: true }),
  field('featured', 'BOOLEAN', 'STATUS', 'Featured'),
  field('isNew', 'BOOLEAN', 'STATUS', 'New'),
];

export const EDITABLE_PUBLICATION_FIELD_NAMES: ReadonlySet<string> = new Set(
  EDITABLE_PUBLICATION_FIELDS.map((f) => f.name),
);

/** The values of the editable fields, as the service reads and writes them. */
export interface PublicationEditValues {
  configuredAccessLevel: AccessLevel;
  minimumAccessLevel: AccessLevel;
  maximumAccessLevel: AccessLevel;
  allowPrint: boolean;
  allowDownload: boolean;
  allowDownloadDoc: boolean;
  allowAnnotations: boolean;
  allowImports: boolean;
  title: string;
  shortTitle: string;
  shortDescription: string;
  mediumDescription: string;
  provider: string;
  coverImageId: number | null;
  sampleImageIds: number[];
  hasBrowse: boolean;
  browseLabels: string[];
  browseOutOfDate: boolean;
  percentComplete: number;
  percentCompleteOverride: number | null;
  featured: boolean;
  isNew: boolean;
}

export type PublicationEditErrorCode =
  | 'PUBLICATION_FIELD_UNKNOWN'
  | 'PUBLICATION_VALUE_INVALID'
  | 'PUBLICATION_ACCESS_RANGE'
  | 'PUBLICATION_PERCENT_RANGE'
  | 'PUBLICATION_PROVIDER_UNKNOWN'
  | 'PUBLICATION_IMAGE_INVALID';

export interface PublicationEditError {
  code: PublicationEditErrorCode;
  field: string | null;
  message: string;
}

const levelRank = (level: AccessLevel) => ACCESS_LEVELS.indexOf(level);
export const isAccessLevel = (value: unknown): value is AccessLevel =>
  typeof value === 'string' && (ACCESS_LEVELS as readonly string[]).includes(value);

/** The level that guards a publication: the configured one clamped to [minimum, maximum] (issue 15, point 4). */
export function effectiveAccessLevel(configured: AccessLevel, minimum: AccessLevel, maximum: AccessLevel): AccessLevel {
  if (levelRank(configured) < levelRank(minimum)) return minimum;
  if (levelRank(configured) > levelRank(maximum)) return maximum;
  return configured;
}

/**
 * The first thing wrong with `changes` over `current` (unknown names, wrong types, lengths, min above max, percent
 * outside 0..100, a provider not in `providers`), or null. Image ids are checked by the service, which knows them.
 */
export function publicationEditError(
  changes: Record<string, unknown>,
  current: PublicationEditValues,
  providers: readonly string[],
): PublicationEditError | null {
  const bad = (code: PublicationEditErrorCode, name: string | null, message: string): PublicationEditError => ({
    code,
    field: name,
    message,
  });
  for (const [name, value] of Object.entries(changes)) {
    const spec = EDITABLE_PUBLICATION_FIELDS.find((f) => f.name === name);
    if (!spec) return bad('PUBLICATION_FIELD_UNKNOWN', name, `${name} is not an editable field of a publication`);
    if (value === null) {
      if (spec.nullable) continue;
      return bad('PUBLICATION_VALUE_INVALID', name, `${spec.label} may not be empty`);
    }
    switch (spec.type) {
      case 'TEXT':
      case 'LONG_TEXT':
        if (typeof value !== 'string') return bad('PUBLICATION_VALUE_INVALID', name, `${spec.label} must be text`);
        if (spec.type === 'TEXT' && value.trim() === '')
          return bad('PUBLICATION_VALUE_INVALID', name, `${spec.label} may not be empty`);
        if (value.length > spec.maxLength!)
          return bad('PUBLICATION_VALUE_INVALID', name, `${spec.label} must be at most ${spec.maxLength} characters`);
        break;
      case 'BOOLEAN':
        if (typeof value !== 'boolean')
          return bad('PUBLICATION_VALUE_INVALID', name, `${spec.label} must be true or false`);
        break;
      case 'ACCESS_LEVEL':
        if (!isAccessLevel(value))
          return bad('PUBLICATION_VALUE_INVALID', name, `${spec.label} must be one of ${ACCESS_LEVELS.join(', ')}`);
        break;
      case 'PERCENT':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100)
          return bad('PUBLICATION_PERCENT_RANGE', name, `${spec.label} must be a whole number from 0 to 100`);
        break;
      case 'PROVIDER':
        if (typeof value !== 'string' || !providers.includes(value))
          return bad('PUBLICATION_PROVIDER_UNKNOWN', name, `${String(value)} is not a known content provider`);
        break;
      case 'IMAGE':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
          return bad('PUBLICATION_IMAGE_INVALID', name, `${spec.label} must be an image id`);
        break;
      case 'IMAGE_LIST':
        if (!Array.isArray(value) || value.some((id) => typeof id !== 'number' || !Number.isInteger(id) || id < 1))
          return bad('PUBLICATION_IMAGE_INVALID', name, `${spec.label} must be a list of image ids`);
        if (value.length > spec.maxLength!)
          return bad('PUBLICATION_IMAGE_INVALID', name, `At most ${spec.maxLength} ${spec.label.toLowerCase()}`);
        break;
      case 'LABEL_LIST':
        if (
          !Array.isArray(value) ||
          value.some((l) => typeof l !== 'string' || l.trim() === '' || l.length > BROWSE_LABEL_MAX)
        )
          return bad(
            'PUBLICATION_VALUE_INVALID',
            name,
            `${spec.label} must be names of 1 to ${BROWSE_LABEL_MAX} characters`,
          );
        if (value.length > spec.maxLength!)
          return bad('PUBLICATION_VALUE_INVALID', name, `At most ${spec.maxLength} browse levels`);
        break;
    }
  }
  const next = { ...current, ...changes } as PublicationEditValues;
  if (levelRank(next.minimumAccessLevel) > levelRank(next.maximumAccessLevel)) {
    const name = 'minimumAccessLevel' in changes ? 'minimumAccessLevel' : 'maximumAccessLevel';
    return bad(
      'PUBLICATION_ACCESS_RANGE',
      name,
      `The minimum access level (${next.minimumAccessLevel}) is above the maximum (${next.maximumAccessLevel})`,
    );
  }
  return null;
}
