import type { GalleryItemDto, UploadDto, UploaderDto } from '@muster/contract';
import type { Selectable } from 'kysely';
import type { GalleryItemTable, UserUploadTable } from './gallery.table';

export function toUploadDto(row: Selectable<UserUploadTable>): UploadDto {
  return {
    imageId: row.image_id,
    userId: row.user_id,
    filename: row.filename,
    description: row.description,
    public: row.public === 1,
    bytes: row.bytes,
    format: row.format,
    created: row.created,
    modified: row.modified,
  };
}

export function toGalleryItemDto(row: Selectable<GalleryItemTable>): GalleryItemDto {
  return { contentType: row.content_type, objectId: row.object_id, added: row.created };
}

export function toUploaderDto(row: {
  image_id: number;
  user_id: number;
  username: string;
  display_name: string;
}): UploaderDto {
  const displayName = row.display_name.trim();
  return {
    imageId: row.image_id,
    userId: row.user_id,
    username: row.username,
    displayName,
    name: displayName || row.username,
  };
}
