import type { ImageDto } from '../contract/records';
import type { Selectable } from 'kysely';
import type { GalleryItemTable, UserUploadTable } from './gallery.table';

/** What a member said about an upload and who may see it (POST /document/upload-metadata/{id}). */
export interface UploadDto {
  imageId: number;
  userId: number;
  filename: string;
  description: string;
  public: boolean;
  bytes: number;
  format: string;
  created: string;
  modified: string;
}

/** POST /document/upload answers the new Image (content spec §7.5) with its upload details. */
export type UploadedImageDto = ImageDto & { upload: UploadDto };

/** Who uploaded an image (GET /document/uploaders?id=…); `name` is what pages show: the display name, else the username. */
export interface UploaderDto {
  imageId: number;
  userId: number;
  username: string;
  displayName: string;
  name: string;
}

/** An object in a member's gallery (PUT /document/gallery/{type}/{id}). */
export interface GalleryItemDto {
  contentType: string;
  objectId: number;
  added: string;
}

export function toUploadDto(row: Selectable<UserUploadTable>): UploadDto {
  return {
    imageId: row.image_id, userId: row.user_id, filename: row.filename, description: row.description, public: row.public === 1,
    bytes: row.bytes, format: row.format, created: row.created, modified: row.modified,
  };
}

export function toGalleryItemDto(row: Selectable<GalleryItemTable>): GalleryItemDto {
  return { contentType: row.content_type, objectId: row.object_id, added: row.created };
}

export function toUploaderDto(row: { image_id: number; user_id: number; username: string; display_name: string }): UploaderDto {
  const displayName = row.display_name.trim();
  return { imageId: row.image_id, userId: row.user_id, username: row.username, displayName, name: displayName || row.username };
}
