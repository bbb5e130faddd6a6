import type { SubImageDto } from '@muster/contract';
import type { SubImageResolvers } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { denialOf, viewable } from '../common/access';
import { required } from '../common/present';
import { formatNodeId } from '../node-id';

/** A region carries its page's permissions: the page's access level guards its box. */
const pageOf = async (sub: SubImageDto, { backends }: GatewayContext) =>
  required(await backends.document.image(sub.imageId), 'image', sub.imageId);
// The box tells where a record sits on a page the caller may not view: null for such a caller, like a record's details.
const box = (field: 'x' | 'y' | 'w' | 'h') => async (sub: SubImageDto, _: unknown, context: GatewayContext) =>
  viewable(await pageOf(sub, context), context, null, () => sub.rect[field]);

export const SubImage: SubImageResolvers = {
  id: (sub) => formatNodeId('SUB_IMAGE', sub.subImageId),
  x: box('x'),
  y: box('y'),
  w: box('w'),
  h: box('h'),
  image: (sub, _, context) => pageOf(sub, context),
  access: async (sub, { action }, context) => denialOf(await pageOf(sub, context), action ?? 'VIEW', context),
};
