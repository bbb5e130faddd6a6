import type { GalleryItemDto, TaggedObjectDto } from '@muster/contract';

/** What a GalleryImage resolves from: an image id and when it joined the list. */
export interface GalleryEntry {
  imageId: number;
  added: string;
}

export const fromGalleryItem = (item: GalleryItemDto): GalleryEntry => ({ imageId: item.objectId, added: item.added });

export const fromTagged = (tagged: TaggedObjectDto): GalleryEntry => ({
  imageId: tagged.objectId,
  added: tagged.tagged,
});
