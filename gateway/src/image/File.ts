import type { FileResolvers } from '../__generated__/resolvers-types';
import { atLeast, badUserInput } from '../common/input-error';
import { present, required } from '../common/present';
import { thumbnailOf } from '../common/thumbnail';
import { formatNodeId } from '../node-id';
import { findText } from './find-args';

/** Most images one `File.images` page may list (the browse grid shows 25, content §9). */
export const MAX_FILE_IMAGES_PAGE = 100;

export const File: FileResolvers = {
  id: (file) => formatNodeId('FILE', file.fileId),
  publication: async (file, _, { backends }) => required(await backends.publication.publication(file.publicationId), 'publication', file.publicationId),
  images: async (file, { offset, limit }, { backends }) => {
    atLeast(offset, 0, 'offset');
    atLeast(limit, 0, 'limit');
    if (limit != null && limit > MAX_FILE_IMAGES_PAGE) throw badUserInput(`limit may not exceed ${MAX_FILE_IMAGES_PAGE} (got ${limit})`);
    if (limit === 0) return [];
    const page = await backends.document.fileImages({ publicationId: file.publicationId, fileId: file.fileId, offset: offset ?? 0, limit: limit ?? 25 });
    return present(await Promise.all((page?.imageIds ?? []).map((id) => backends.document.image(id))));
  },
  thumbnail: (file, size, context) => thumbnailOf('FILE', file.fileId, size, context),
  firstHit: async (file, { keyword }, { backends }) => {
    const hit = await backends.document.firstHit(file.publicationId, file.fileId, findText(keyword, 'keyword'));
    return hit ? backends.document.image(hit.imageId) : null;
  },
};
