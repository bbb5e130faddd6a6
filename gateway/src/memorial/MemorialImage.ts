import type { MemorialImageResolvers } from '../__generated__/resolvers-types';
import { thumbnailOf } from '../common/thumbnail';
import { required } from '../common/present';
import type { MemorialImageSource } from './elements';

export const MemorialImage: MemorialImageResolvers = {
  thumbnail: async (parent, size, context) => {
    const { ref } = parent as unknown as MemorialImageSource;
    return required(await thumbnailOf(ref.contentType, ref.objectId, size, context), 'thumbnail of', ref.objectId);
  },
};
