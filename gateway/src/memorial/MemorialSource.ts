import type { MemorialSourceResolvers } from '../__generated__/resolvers-types';
import { elementFields } from './MemorialElement';
import { text } from './elements';

export const MemorialSource: MemorialSourceResolvers = {
  ...elementFields,
  link: ({ value }) => text(value.link),
  comment: ({ value }) => text(value.comment),
};
