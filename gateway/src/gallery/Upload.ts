import { GraphQLError } from 'graphql';
import type { UploadResolvers } from '../__generated__/resolvers-types';

export const Upload: UploadResolvers = {
  image: async (upload, _, { backends }) => {
    const image = await backends.document.image(upload.imageId);
    if (!image) throw new GraphQLError(`Upload ${upload.imageId} has no image`);
    return image;
  },
};
