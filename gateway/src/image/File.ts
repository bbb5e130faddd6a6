import type { FileResolvers } from '../__generated__/resolvers-types';
import { atLeast, badUserInput } from '../common/input-error';
import { offsetConnection } from '../common/connection';
import { present, required } from '../common/present';
import { thumbnailOf } from '../common/thumbnail';
import { formatNodeId } from '../node-id';
import type { FileDto } from '@muster/contract';
import type { GatewayContext } from '../context';
import { denialOf, publicationGuard } from '../common/access';
import { findText } from './find-args';

/** Most images one `File.images` page may list (the browse grid shows 25, content §9). */
export const MAX_FILE_IMAGES_PAGE = 100;

const fileOf = (file: FileDto) => ({ publicationId: file.publicationId, fileId: file.fileId });
const guardOf = (file: FileDto, context: GatewayContext) => publicationGuard(file.publicationId, context);

export const File: FileResolvers = {
  access: async (file, { action }, context) => denialOf(await guardOf(file, context), action ?? 'VIEW', context),
  id: (file) => formatNodeId('FILE', file.fileId),
  publication: async (file, _, { backends }) =>
    required(await backends.publication.publication(file.publicationId), 'publication', file.publicationId),
  images: async (file, { offset, limit }, context) => {
    const { backends } = context;
    atLeast(offset, 0, 'offset');
    atLeast(limit, 0, 'limit');
    if (limit != null && limit > MAX_FILE_IMAGES_PAGE)
      throw badUserInput(`limit may not exceed ${MAX_FILE_IMAGES_PAGE} (got ${limit})`);
    // Listed for every caller: each page's thumbnail is a preview and its protected fields guard themselves.
    if (limit === 0) return [];
    const page = await backends.document.fileImages({
      publicationId: file.publicationId,
      fileId: file.fileId,
      offset: offset ?? 0,
      limit: limit ?? 25,
    });
    return present(await Promise.all((page?.imageIds ?? []).map((id) => backends.document.image(id))));
  },
  pages: (file, args, { backends }) =>
    offsetConnection('File.pages', args, 25, async ({ offset, limit }) => {
      const page = await backends.document.fileImages({ ...fileOf(file), offset, limit });
      const items = await Promise.all((page?.imageIds ?? []).map((id) => backends.document.image(id)));
      return { items, total: page?.total ?? file.imageCount };
    }),
  thumbnail: (file, size, context) => thumbnailOf('FILE', file.fileId, size, context),
  // Which page holds a keyword is what search already tells; the words themselves need access (Image.findInPage).
  firstHit: async (file, { keyword }, { backends }) => {
    const hit = await backends.document.firstHit(file.publicationId, file.fileId, findText(keyword, 'keyword'));
    return hit ? backends.document.image(hit.imageId) : null;
  },
};
