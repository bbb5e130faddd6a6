import type { SubImageDto } from '@muster/contract';
import type { SubImageResolvers } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { denialOf, viewableOrForbidden } from '../common/access';
import { required } from '../common/present';
import { formatNodeId } from '../node-id';

/** A region carries its page's permissions: the page's access level guards its box. */
const pageOf = async (sub: SubImageDto, { backends }: GatewayContext) =>
  required(await backends.document.image(sub.imageId), 'image', sub.imageId);
const box = (field: 'x' | 'y' | 'w' | 'h') => async (sub: SubImageDto, _: unknown, context: GatewayContext) =>
  viewableOrForbidden(await pageOf(sub, context), context, () => sub.rect[field]);

export const SubImage: SubImageResolvers = {
  id: (sub) => formatNodeId('SUB_IMAGE', sub.subImageId),
  x: box('x'),
  y: box('y'),
  w: box('w'),
  h: box('h'),
  image: (sub, _, context) => pageOf(sub, context),
  access: async (sub, { action }, context) => denialOf(await pageOf(sub, context), action ?? 'VIEW', context),
};
