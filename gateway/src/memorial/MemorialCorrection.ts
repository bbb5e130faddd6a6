import type { MemorialCorrectionResolvers } from '../__generated__/resolvers-types';
import { elementFields } from './MemorialElement';
import { text } from './elements';

export const MemorialCorrection: MemorialCorrectionResolvers = {
  ...elementFields,
  text: ({ value }) => text(value.text) ?? '',
  field: ({ value }) => text(value.field),
};
