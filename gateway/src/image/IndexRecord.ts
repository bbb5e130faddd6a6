import type { IndexRecordResolvers } from '../__generated__/resolvers-types';
import { formatNodeId } from '../node-id';
import { thumbnailOf } from '../common/thumbnail';
import { toPlace } from '../common/Place';
import { required } from '../common/present';

export const IndexRecord: IndexRecordResolvers = {
  id: (record) => formatNodeId('INDEX_RECORD', record.recordId),
  birthPlace: (record) => toPlace(record.birthPlace),
  residencePlace: (record) => toPlace(record.residencePlace),
  enlistmentPlace: (record) => toPlace(record.enlistmentPlace),
  deathPlace: (record) => toPlace(record.deathPlace),
  regiment: (record, _, { backends }) => (record.regimentId == null ? null : backends.regiment.regiment(record.regimentId)),
  company: (record, _, { backends }) => (record.companyId == null ? null : backends.regiment.company(record.companyId)),
  image: async (record, _, { backends }) => required(await backends.document.image(record.imageId), 'image', record.imageId),
  publication: async (record, _, { backends }) => required(await backends.publication.publication(record.publicationId), 'publication', record.publicationId),
  thumbnail: (record, size, context) => thumbnailOf('INDEX_RECORD', record.recordId, size, context),
};
