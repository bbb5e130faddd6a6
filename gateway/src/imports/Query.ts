import type { QueryResolvers } from '../__generated__/resolvers-types';
import { offsetConnection } from '../common/connection';
import { importIdOf, requireImportStaff } from './import-access';

export const Query: QueryResolvers = {
  importJobs: (_, { publicationId, ...args }, { backends, identity }) => {
    requireImportStaff(identity);
    return offsetConnection('importJobs', args, 20, async ({ offset, limit }) => {
      const page = await backends.imports.list(publicationId ?? undefined, offset, limit);
      return { items: page.imports, total: page.total };
    });
  },
  importJob: (_, { id }, { backends, identity }) => {
    requireImportStaff(identity);
    return backends.imports.get(importIdOf(id));
  },
};
