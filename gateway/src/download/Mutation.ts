import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import { namedIdArgument } from '../common/id-argument';
import { denialOf, forbidden } from '../common/access';
import { downloadParams } from '../image/download-args';

export const Mutation: MutationResolvers = {
  requestPdf: async (_, args, context) => {
    const imageId = namedIdArgument(args, 'image', 'IMAGE');
    const { crop } = args;
    // The same ranges as Image.downloadUrl, said before anything is asked of the services.
    const { rotation, brightness, contrast, invert } = downloadParams(args);
    const image = await context.backends.document.image(imageId);
    if (!image) throw new GraphQLError(`No image with id ${imageId}`, { extensions: { code: 'NOT_FOUND' } });
    // Checked here as well, so the website gets the requirement its deny dialog needs (the service checks again).
    const denial = await denialOf(image, 'DOWNLOAD_PDF', context);
    if (denial) throw forbidden(denial);
    return context.backends.pdf.request(imageId, {
      ...(crop == null ? {} : { crop }),
      rotation: rotation ?? 0,
      brightness: brightness ?? 0,
      contrast: contrast ?? 0,
      invert: invert ?? false,
    });
  },
};
