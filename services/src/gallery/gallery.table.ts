import type { Generated } from 'kysely';
import type { Bool, Stamp } from '../db/columns';

/** An object a member added to their gallery (migration 014; content spec §7.5 PUT /gallery/{type}/{id}). */
export interface GalleryItemTable {
  id: Generated<number>;
  user_id: number;
  content_type: string;
  object_id: number;
  created: Stamp;
}

/** A member's uploaded image (migration 014): the image row holds the scan, this row its owner and privacy. */
export interface UserUploadTable {
  image_id: number;
  user_id: number;
  filename: string;
  description: string;
  public: Bool;
  bytes: number;
  /** jpeg, png, webp or tiff: what the member sent (the stored scan is always JPEG). */
  format: string;
  created: Stamp;
  modified: Stamp;
}

/** One upload a member sent (migration 019), kept an hour for the hourly limit of its kind (gallery, photo). */
export interface UploadEventTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  at: Stamp;
}

export interface GalleryTables {
  gallery_items: GalleryItemTable;
  user_uploads: UserUploadTable;
  upload_events: UploadEventTable;
}
