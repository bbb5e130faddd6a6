import type { FileDto } from '@muster/contract';
import { browsePath } from './document.mapper';
import type { FileRow } from './file.queries';

/** A roll as the spec's FILE: its literal title ("Massachusetts - 20th Infantry - Company A") is the file's title. */
export function toFileDto(row: FileRow): FileDto {
  return {
    fileId: row.id,
    publicationId: row.publication_id,
    title: row.literal_title,
    browsePath: browsePath(row),
    imageCount: Number(row.image_count ?? 0),
    firstImageId: row.first_image_id ?? null,
  };
}
