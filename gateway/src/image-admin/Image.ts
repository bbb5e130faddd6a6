import type { ImageResolvers } from '../__generated__/resolvers-types';
import { managesImages } from './image-staff';

/** The 'Manage this image' fields of a page: supplied to staff with the `images` ability only. */
export const Image: Pick<ImageResolvers, 'adminLink' | 'management' | 'hidden'> = {
  adminLink: (image, _, { identity }) => (managesImages(identity) ? `/image/${image.imageId}?manage=1` : null),
  management: (image, _, { identity, backends }) =>
    managesImages(identity) ? backends.imageAdmin.image(image.imageId) : null,
  hidden: (image) => image.hidden,
};
