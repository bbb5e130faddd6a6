import type { ImageResolvers } from '../__generated__/resolvers-types';

/** Image.uploader; merged into the Image resolvers in resolvers.ts. Batched into one GET /document/uploaders. */
export const ImageUploader: Pick<ImageResolvers, 'uploader'> = {
  uploader: (image, _, { backends }) => backends.gallery.uploaderOf(image.imageId),
};
