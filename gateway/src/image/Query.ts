import type { QueryResolvers } from '../__generated__/resolvers-types';
import { idArgument } from '../common/id-argument';

export const Query: QueryResolvers = {
  image: (_, args, { backends }) => backends.document.image(idArgument(args, 'IMAGE')),
  indexRecord: (_, args, { backends }) => backends.indexRecord.record(idArgument(args, 'INDEX_RECORD')),
  file: (_, args, { backends }) => backends.document.file(idArgument(args, 'FILE')),
  subImage: (_, args, { backends }) => backends.document.subImage(idArgument(args, 'SUB_IMAGE')),
};
