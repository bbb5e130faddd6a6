import { encodeRect } from './annotation.rules';
import type { AnnotationRow } from './annotation.queries';

/** An annotation as the spec names its fields (content §3.4), plus its own id, label and creation time. */
export interface AnnotationDto {
  annotationId: number;
  /** The id it was first stored under; the same as annotationId, since annotations are never copied here. */
  originalId: number;
  /** The content document element type of an annotation (content §3.3). */
  dataType: 'IMAGE_ANNOTATION';
  imageId: number;
  userId: number | null;
  user: { userId: number; username: string | null } | null;
  /** name, date, location, transcription or comment. */
  type: string;
  value: string;
  label: string | null;
  /** The encoded rectangle `rotation_x_y_w_h` in full-scan pixels (annotation.rules.ts). */
  rect: string;
  /** Annotations nested in this one: none, since the viewer draws only top-level rectangles. */
  subAnnotations: AnnotationDto[];
  /** The index field the annotation corrects: none, since these are free annotations. */
  field: string | null;
  created: string;
  modified: string;
}

export function toAnnotationDto(row: AnnotationRow): AnnotationDto {
  return {
    annotationId: row.id,
    originalId: row.id,
    dataType: 'IMAGE_ANNOTATION',
    imageId: row.image_id,
    userId: row.user_id,
    user: row.user_id === null ? null : { userId: row.user_id, username: row.username ?? null },
    type: row.type,
    value: row.value,
    label: row.label ?? null,
    rect: encodeRect({ rotation: row.rotation, x: row.x, y: row.y, w: row.w, h: row.h }),
    subAnnotations: [],
    field: null,
    created: row.created,
    modified: row.modified,
  };
}
