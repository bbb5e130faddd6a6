import type { GalleryImageResolvers } from '../__generated__/resolvers-types';

export const GalleryImage: GalleryImageResolvers = {
  // Batched with every other image of the list into one GET /document/images.
  image: (entry, _, { backends }) => backends.document.image(entry.imageId),
};
