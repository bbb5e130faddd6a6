import type { ImageResolvers } from '../__generated__/resolvers-types';

/** The gallery's fields of Image; merged into the Image resolvers in resolvers.ts. */
export const ImageTags: Pick<ImageResolvers, 'tags' | 'inGallery'> = {
  tags: (image, _, { backends }) => backends.gallery.tagsOf(image.imageId),
  inGallery: async (image, _, { identity, backends }) =>
    identity.userId !== null &&
    (await backends.gallery.gallery()).some((item) => item.contentType === 'IMAGE' && item.objectId === image.imageId),
};
