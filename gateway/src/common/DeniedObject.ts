import type { DeniedObjectResolvers } from '../__generated__/resolvers-types';
import { parseNodeId } from '../node-id';
import { thumbnailOf } from './thumbnail';

/** A denied object's preview: the thumbnail is shown to everybody by design (content §3.5). */
export const DeniedObject: DeniedObjectResolvers = {
  thumbnail: (denied, size, context) => {
    const { contentType, objectId } = parseNodeId(denied.id);
    return thumbnailOf(contentType, objectId, size, context);
  },
};
