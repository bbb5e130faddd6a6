import type { EditableFieldSpec, PublicationEditValues } from './rules/publication-editing';

/** What staff see of one publication in its editor (GET /publication/editable-fields/{id}). */
export interface PublicationEditorDto {
  publicationId: number;
  /** The level that guards the publication now: configured clamped to [minimum, maximum]. */
  effectiveAccessLevel: string;
  fields: (EditableFieldSpec & { allowed: string[] | null })[];
  values: PublicationEditValues;
  warnings: PublicationWarningDto[];
  lastModification: string | null;
}

export type PublicationWarningCode = 'BROWSE_OUT_OF_DATE' | 'ACCESS_CLAMPED' | 'NO_COVER_IMAGE' | 'INCOMPLETE';

export interface PublicationWarningDto {
  publicationId: number;
  code: PublicationWarningCode;
  message: string;
}

/** One change of a publication (GET /publication/event/{id}), newest first. */
export interface PublicationEventDto {
  eventId: number;
  publicationId: number;
  kind: 'CREATED' | 'EDITED';
  /** Every changed field with its value before and after. */
  changes: { field: string; from: unknown; to: unknown }[];
  staffId: number | null;
  created: string;
}

/** GET /publication/access-level: the value that guards each publication and how it was reached. */
export interface PublicationAccessLevelDto {
  publicationId: number;
  value: string;
  configured: string;
  minimum: string;
  maximum: string;
}
