import type { MemorialCommentResolvers } from '../__generated__/resolvers-types';
import { elementFields } from './MemorialElement';
import { text } from './elements';

export const MemorialComment: MemorialCommentResolvers = {
  ...elementFields,
  text: ({ value }) => text(value.text) ?? '',
};
