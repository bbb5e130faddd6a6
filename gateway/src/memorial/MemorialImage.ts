import type { MemorialImageResolvers } from '../__generated__/resolvers-types';
import { croppedThumbnail, thumbnailOf } from '../common/thumbnail';
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
  thumbnail: async ({ value }, size, context) => {
    const ref = referenceOf(value)!;
    const whole = required(await thumbnailOf(ref.contentType, ref.objectId, size, context), 'thumbnail of', ref.objectId);
    // A cover or honor image shows the part its owner chose.
    const rect = rectOf(value.rect);
    return rect && ref.contentType === 'IMAGE' ? croppedThumbnail(whole, ref.objectId, rect, size) : whole;
  },
  shareUrl: (source) => shareUrl(source, 'img'),
};
