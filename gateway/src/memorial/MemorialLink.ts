import type { MemorialLinkResolvers } from '../__generated__/resolvers-types';
import { elementFields } from './MemorialElement';
import { int, shareUrl, text } from './elements';

export const MemorialLink: MemorialLinkResolvers = {
  ...elementFields,
  type: ({ value }) => text(value.type) ?? 'WEB',
  url: ({ value }) => text(value.url),
  text: ({ value }) => text(value.text),
  objectId: ({ value }) => int(value.objectId),
  storyId: ({ value }) => (value.storyId == null ? null : String(value.storyId)),
  relationId: ({ value }) => int(value.relationId),
  shareUrl: (source) => shareUrl(source, 'link'),
};
