import type { HonorImageDto, ContentType } from '@muster/contract';
import { memorialPictureThumbnail } from '@muster/contract/rules';
import type { HonorImageResolvers } from '../__generated__/resolvers-types';
import { required } from '../common/present';
import { thumbnailOf } from '../common/thumbnail';

const source = (parent: unknown) => parent as HonorImageDto;

export const HonorImage: HonorImageResolvers = {
  id: (parent) => String(source(parent).elementId),
  memorial: async (parent, _, { backends }) =>
    required(await backends.memorial.memorial(source(parent).memorialId), 'memorial', source(parent).memorialId),
  // The honored person's own lines of the page, as the memorial chose them, through the memorial's reference.
  thumbnail: async (parent, size, context) => {
    const { reference, rect, image, title, memorialId, elementId } = source(parent);
    const { contentType, objectId } = reference;
    if (image) {
      const picture = { memorialId, elementId, kind: 'HONOR_IMAGE', source: { imageId: objectId, ...image, rect } };
      return memorialPictureThumbnail(picture, title, size);
    }
    return required(await thumbnailOf(contentType as ContentType, objectId, size, context), 'thumbnail of', objectId);
  },
};
