import type { ImageResolvers } from '../__generated__/resolvers-types';
import { formatNodeId } from '../node-id';
import { thumbnailOf } from '../common/thumbnail';
import { present, required } from '../common/present';
import { denialOf, viewable, viewableOrForbidden } from '../common/access';
import { downloadParams } from './download-args';
import { MAX_DOC_TOKENS, MAX_FILMSTRIP, filmstripOffset, findText, inRange, toPageFind } from './find-args';

/** The scan's revision for a signed address, once staff have replaced or rotated it (an older address then fails). */
const revised = (image: { revision: number }) => (image.revision > 0 ? { revision: image.revision } : {});

export const Image: ImageResolvers = {
  id: (image) => formatNodeId('IMAGE', image.imageId),
  publication: async (image, _, { backends }) =>
    required(await backends.publication.publication(image.publicationId), 'publication', image.publicationId),
  roll: async (image, _, { backends }) =>
    required(await backends.document.viewerImage(image.imageId), 'image', image.imageId).roll,
  breadcrumbs: async (image, _, { backends }) =>
    (await backends.document.viewerImage(image.imageId))?.breadcrumbs ?? [],
  previousImage: async (image, _, { backends }) => {
    const id = (await backends.document.viewerImage(image.imageId))?.previousImageId;
    return id == null ? null : backends.document.image(id);
  },
  nextImage: async (image, _, { backends }) => {
    const id = (await backends.document.viewerImage(image.imageId))?.nextImageId;
    return id == null ? null : backends.document.image(id);
  },
  // Signed for the caller on every read (never cached), so each answer carries a fresh hour.
  // Addresses are signed only for a caller who may use them; the image service checks again when fetched.
  // The whole scan at full resolution is a download in all but name: it follows allowDownload as downloadUrl does.
  scanUrl: async (image, _, context) =>
    (await denialOf(image, 'DOWNLOAD', context))
      ? null
      : context.imageAddresses.viewerImage(image.imageId, { action: 'view', ...revised(image) }),
  tileSource: (image, _, context) =>
    viewable(image, context, null, () => context.imageAddresses.tileSource(image.imageId, image.revision)),
  downloadUrl: async (image, args, context) => {
    const params = { ...downloadParams(args), ...revised(image) };
    return (await denialOf(image, 'DOWNLOAD', context))
      ? null
      : context.imageAddresses.viewerImage(image.imageId, params);
  },
  printUrl: async (image, args, context) => {
    const params = { ...downloadParams(args), action: 'print' as const, ...revised(image) };
    return (await denialOf(image, 'PRINT', context)) ? null : context.imageAddresses.viewerImage(image.imageId, params);
  },
  access: (image, { action }, context) => denialOf(image, action ?? 'VIEW', context),
  subImages: (image, _, context) => viewable(image, context, [], () => image.subImages),
  thumbnail: async (image, size, context) =>
    required(await thumbnailOf('IMAGE', image.imageId, size, context), 'thumbnail of image', image.imageId),
  file: async (image, _, { backends }) => required(await backends.document.file(image.rollId), 'file', image.rollId),
  filmstrip: async (image, { count }, { backends }) => {
    const size = inRange(count ?? 9, 1, MAX_FILMSTRIP, 'count');
    const file = required(await backends.document.file(image.rollId), 'file', image.rollId);
    // Ordinals count pages from 1 in reading order, so a page's position is known without listing the file.
    const offset = filmstripOffset(image.ordinal - 1, size, file.imageCount);
    const page = await backends.document.fileImages({
      publicationId: image.publicationId,
      fileId: image.rollId,
      offset,
      limit: size,
    });
    return present(await Promise.all((page?.imageIds ?? []).map((id) => backends.document.image(id))));
  },
  ocrText: (image, _, context) =>
    viewable(image, context, null, async () =>
      image.hasOcr ? (await context.backends.document.ocrText(image.imageId))?.text || null : null,
    ),
  findInPage: (image, { text, max }, context) => {
    const args = [findText(text, 'text'), inRange(max ?? MAX_DOC_TOKENS, 1, MAX_DOC_TOKENS, 'max')] as const;
    return viewableOrForbidden(image, context, async () =>
      toPageFind(required(await context.backends.document.docTokens(image.imageId, ...args), 'image', image.imageId)),
    );
  },
  // Each record guards its own details; a denied page's records are its previews (the service lists none).
  indexRecords: async (image, _, { backends }) =>
    present(await Promise.all(image.indexRecordIds.map((id) => backends.indexRecord.record(id)))),
};
