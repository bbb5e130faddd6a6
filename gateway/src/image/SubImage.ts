import type { SubImageResolvers } from '../__generated__/resolvers-types';
import { required } from '../common/present';
import { formatNodeId } from '../node-id';

export const SubImage: SubImageResolvers = {
  id: (sub) => formatNodeId('SUB_IMAGE', sub.subImageId),
  x: (sub) => sub.rect.x,
  y: (sub) => sub.rect.y,
  w: (sub) => sub.rect.w,
  h: (sub) => sub.rect.h,
  image: async (sub, _, { backends }) => required(await backends.document.image(sub.imageId), 'image', sub.imageId),
};
