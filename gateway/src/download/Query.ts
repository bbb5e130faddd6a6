import type { QueryResolvers } from '../__generated__/resolvers-types';
import { badUserInput } from '../common/input-error';

export const Query: QueryResolvers = {
  pdfRequest: (_, { id }, { backends }) => {
    if (!/^[0-9a-f]{32}$/.test(id)) throw badUserInput(`${id.slice(0, 40)} is not a PDF request id`);
    return backends.pdf.get(id);
  },
};
