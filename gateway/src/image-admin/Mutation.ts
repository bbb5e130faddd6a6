import type { MutationResolvers } from '../__generated__/resolvers-types';
import { objectIdArgument } from '../common/id-argument';
import type { GatewayContext } from '../context';
import type { ManagedImageDto } from '@muster/contract';
import { required } from '../common/present';
import { ALL_KEY as ALL_PUBLICATIONS_KEY } from '../backends/publication';
import { byCode, payloadOf } from '../errors/user-errors';
import { notFound } from '../staff/staff-access';
import { requireImages } from './image-staff';

const fields = byCode({
  BAD_ROTATION: ['input', 'degrees'],
  BAD_ORDINAL: ['input', 'ordinal'],
  BAD_TITLE: ['input', 'title'],
});

/**
 * One 'Manage this image' change: the caller checked, the page's id read from `imageGlobalId`, the change made by the
 * document service (which checks and audits it), then the page read again for the payload.
 */
function manage(
  input: { imageGlobalId: string },
  context: GatewayContext,
  change: (imageId: number) => Promise<ManagedImageDto | null>,
) {
  requireImages(context.identity);
  const imageId = objectIdArgument(input, { global: 'input.imageGlobalId', numeric: 'input.imageId' }, ['IMAGE']);
  return payloadOf(
    'image',
    async () => {
      if (!(await change(imageId))) throw notFound(`No image with id ${imageId}`);
      await context.imageChanges?.mark(imageId);
      context.backends.document.forget(imageId);
      return required(await context.backends.document.image(imageId), 'image', imageId);
    },
    fields,
  );
}

export const Mutation: MutationResolvers = {
  rotateImage: (_, { input }, context) =>
    manage(input, context, (id) => context.backends.imageAdmin.rotate(id, input.degrees)),
  // A hidden page leaves its publication's page count, which the publication list keeps in keyv.
  setImageVisibility: (_, { input }, context) =>
    manage(input, context, async (id) => {
      const changed = await context.backends.imageAdmin.setHidden(id, input.hidden);
      if (changed) await context.cache.keyv.delete(ALL_PUBLICATIONS_KEY);
      return changed;
    }),
  moveImage: (_, { input }, context) =>
    manage(input, context, (id) => context.backends.imageAdmin.move(id, input.ordinal)),
  retitleImage: (_, { input }, context) =>
    manage(input, context, (id) => context.backends.imageAdmin.retitle(id, input.title, input.shortTitle)),
};
