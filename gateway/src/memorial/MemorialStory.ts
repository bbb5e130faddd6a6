import type { MemorialStoryResolvers } from '../__generated__/resolvers-types';
import { elementFields } from './MemorialElement';
import { dateOf, shareUrl, text } from './elements';

export const MemorialStory: MemorialStoryResolvers = {
  ...elementFields,
  title: ({ value }) => text(value.title) ?? '',
  content: ({ value }) => text(value.content) ?? '',
  dateText: ({ value }) => text(value.dateText),
  date: ({ value }) => dateOf(value.dateText),
  placeText: ({ value }) => text(value.placeText),
  shareUrl: (source) => shareUrl(source, 'story'),
};
