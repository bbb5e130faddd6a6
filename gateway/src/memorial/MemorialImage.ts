import type { MemorialImageResolvers } from '../__generated__/resolvers-types';
import { memorialPictureThumbnail } from '@muster/contract/rules';
import { thumbnailOf } from '../common/thumbnail';
import { required } from '../common/present';
import { formatNodeId } from '../node-id';
import { elementFields } from './MemorialElement';
import { int, referenceOf, shareUrl, text } from './elements';

const rectOf = (rect: unknown) => {
  const r = rect as Record<string, unknown> | null | undefined;
  const [x, y, w, h] = [int(r?.x), int(r?.y), int(r?.w), int(r?.h)];
  return x === null || y === null || w === null || h === null ? null : { x, y, w, h };
};

/** Only elements with a readable reference reach this type (Memorial.images filters the others out). */
export const MemorialImage: MemorialImageResolvers = {
  ...elementFields,
  caption: ({ value }) => text(value.caption),
  reference: ({ value }) => {
    const ref = referenceOf(value)!;
    return formatNodeId(ref.contentType, ref.objectId);
  },
  rect: ({ value }) => rectOf(value.rect),
  yPosition: ({ value }) => (typeof value.yPosition === 'number' ? value.yPosition : null),
  // A page is shown through the memorial's own reference, with the crop its owner saved (never a crop in the address).
  thumbnail: async ({ memorial, element, value }, size, context) => {
    const ref = referenceOf(value)!;
    const image = ref.contentType === 'IMAGE' ? await context.backends.document.image(ref.objectId) : null;
    if (!image)
      return required(await thumbnailOf(ref.contentType, ref.objectId, size, context), 'thumbnail of', ref.objectId);
    const source = {
      imageId: image.imageId,
      width: image.width,
      height: image.height,
      rect: rectOf(value.rect),
      revision: image.revision,
    };
    return memorialPictureThumbnail(
      { memorialId: memorial.memorialId, elementId: element.elementId, kind: element.type, source },
      image.title,
      size,
    );
  },
  shareUrl: (source) => shareUrl(source, 'img'),
};
