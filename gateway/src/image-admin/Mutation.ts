import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import { objectIdArgument } from '../common/id-argument';
import type { GatewayContext } from '../context';
import type { ManagedImageDto } from '@muster/contract';
import { required } from '../common/present';
import { ALL_KEY as ALL_PUBLICATIONS_KEY } from '../backends/publication';
import { type FieldRule, payloadOf } from '../errors/user-errors';
import { notFound } from '../staff/staff-access';
import { requireImages } from './image-staff';

const fields: FieldRule = {
  codes: {
    BAD_ROTATION: 'input.degrees',
    BAD_ORDINAL: 'input.ordinal',
    BAD_TITLE: 'input.title',
    UPLOAD_INVALID: 'input.scanBase64',
    UPLOAD_TOO_MANY_PIXELS: 'input.scanBase64',
  },
};

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

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of `scanBase64` (an optional data: prefix dropped); a user error when it is not base64 at all. */
function scanBytes(scanBase64: string): Uint8Array {
  const text = scanBase64.replace(/^data:[^,]{0,100};base64,/, '').replace(/\s+/g, '');
  if (!text || text.length % 4 !== 0 || !BASE64.test(text))
    throw new GraphQLError('Send the new scan as base64', { extensions: { code: 'UPLOAD_INVALID' } });
  return Buffer.from(text, 'base64');
}

export const Mutation: MutationResolvers = {
  replaceImageScan: (_, { input }, context) =>
    manage(input, context, (id) => context.backends.imageAdmin.replaceScan(id, scanBytes(input.scanBase64))),
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
