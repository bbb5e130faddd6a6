import type { ImageResolvers } from '../__generated__/resolvers-types';
import { viewable } from '../common/access';

/** The fields annotation.graphql adds to Image. */
export const Image: ImageResolvers = {
  annotations: (image, _, context) =>
    viewable(image, context, [], () => context.backends.annotation.ofImage(image.imageId)),
  // Served by the gateway itself (server.ts), which passes the caller on to the document service.
  annotationsExportUrl: (image) => `/annotations/${image.imageId}`,
};
