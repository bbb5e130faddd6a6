import { encodeRect } from '@muster/contract/rules';
import type { AnnotationRow } from './annotation.queries';
import type { AnnotationDto } from '@muster/contract';

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
