import type { ImageDto } from './records';

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
