import type { ImageDto, RollDto, SubImageDto } from '@muster/contract';
import type { Roll } from '../publication/publication.table';
import type { SubImage } from './document.table';
import type { ImageRow } from './document.queries';

export function toSubImageDto(s: SubImage): SubImageDto {
  return {
    subImageId: s.id,
    imageId: s.image_id,
    ordinal: s.ordinal,
    title: s.title,
    rect: { x: s.x, y: s.y, w: s.w, h: s.h },
  };
}

export function toImageDto(row: ImageRow, subImages: SubImage[], recordIds: number[]): ImageDto {
  return {
    imageId: row.id,
    title: row.title,
    shortTitle: row.short_title,
    width: row.width,
    height: row.height,
    ordinal: row.ordinal,
    publicationId: row.publication_id,
    rollId: row.roll_id,
    hasOcr: row.has_ocr === 1,
    viewCount: row.view_count,
    created: row.created,
    lastModified: row.last_modified,
    accessLevel: row.access_level,
    subImages: subImages.map(toSubImageDto),
    indexRecordIds: recordIds,
    revision: row.revision,
    // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean.
    hidden: Boolean(Number(row.hidden)),
  };
}

export function browsePath(roll: Roll): string[] {
  return [
    roll.browse_1,
    roll.browse_2,
    roll.browse_3,
    roll.browse_4,
    roll.browse_5,
    roll.browse_6,
    roll.browse_7,
  ].filter((v): v is string => v !== null);
}

export function toRollDto(roll: Roll): RollDto {
  return {
    rollId: roll.id,
    publicationId: roll.publication_id,
    name: roll.name,
    literalTitle: roll.literal_title,
    browsePath: browsePath(roll),
  };
}

/** Publication, then each browse level of the roll: the viewer's breadcrumb (value = the facet value to browse by). */
export function breadcrumbs(
  publicationId: number,
  publicationTitle: string,
  roll: Roll,
): { label: string; value: string }[] {
  return [
    { label: publicationTitle, value: String(publicationId) },
    ...browsePath(roll).map((level) => ({ label: level, value: level })),
  ];
}
