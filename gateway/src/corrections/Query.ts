import type { QueryResolvers } from '../__generated__/resolvers-types';
import { requireRole } from '../staff/staff-access';

export const Query: QueryResolvers = {
  indexRecordAdmin: (_, { id }, { identity, backends }) => {
    requireRole(identity);
    return backends.corrections.record(id);
  },
};
