import type { HonorImageDto } from '../../../services/src/memorial/honor-wall.queries';
import type { ContentType } from '../../../services/src/contract';
import type { HonorImageResolvers } from '../__generated__/resolvers-types';
import { required } from '../common/present';
import { thumbnailOf } from '../common/thumbnail';
import { thumbnailOf as croppedThumbnail } from '../../../services/src/content/thumbnail';

const source = (parent: unknown) => parent as HonorImageDto;

export const HonorImage: HonorImageResolvers = {
  id: (parent) => String(source(parent).elementId),
  memorial: async (parent, _, { backends }) => required(await backends.memorial.memorial(source(parent).memorialId), 'memorial', source(parent).memorialId),
  // The honored person's own lines of the page, as the memorial chose them; other pictures whole.
  thumbnail: async (parent, size, context) => {
    const { reference, rect, image, title } = source(parent);
    const { contentType, objectId } = reference;
    if (image && rect) return croppedThumbnail({ contentType: 'IMAGE', objectId }, title, { imageId: objectId, ...image, rect }, size);
    return required(await thumbnailOf(contentType as ContentType, objectId, size, context), 'thumbnail of', objectId);
  },
};
