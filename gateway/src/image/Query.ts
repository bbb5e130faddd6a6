import type { QueryResolvers } from '../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  image: (_, { id }, { backends }) => backends.document.image(id),
  indexRecord: (_, { id }, { backends }) => backends.indexRecord.record(id),
  file: (_, { id }, { backends }) => backends.document.file(id),
  subImage: (_, { id }, { backends }) => backends.document.subImage(id),
};
