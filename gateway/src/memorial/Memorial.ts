import type { MemorialImage, MemorialResolvers } from '../__generated__/resolvers-types';
import { formatNodeId } from '../node-id';
import { thumbnailOf } from '../common/thumbnail';
import { factsOf, imagesOf, storiesOf } from './elements';

export const Memorial: MemorialResolvers = {
  id: (memorial) => formatNodeId('STORY_PAGE', memorial.memorialId),
  indexRecord: (memorial, _, { backends }) => (memorial.indexRecordId == null ? null : backends.indexRecord.record(memorial.indexRecordId)),
  stories: (memorial) => storiesOf(memorial.elements),
  facts: (memorial) => factsOf(memorial.elements),
  // MemorialImage has no codegen mapper, so its generated parent type demands a thumbnail that only
  // MemorialImage.thumbnail (which takes a size) can draw; the source carries the reference instead.
  images: (memorial) => imagesOf(memorial.elements) as unknown as MemorialImage[],
  thumbnail: (memorial, size, context) => thumbnailOf('STORY_PAGE', memorial.memorialId, size, context),
};
