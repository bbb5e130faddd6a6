import type { MemorialResolvers } from '../__generated__/resolvers-types';
import { memorialCommentable, memorialEditable } from '@muster/contract/rules';
import { formatNodeId } from '../node-id';
import { thumbnailOf } from '../common/thumbnail';
import { elementSource, elementsOf } from './element-source';
import { IMAGE_KINDS, referenceOf } from './elements';

/** Kinds the GEDCOM export describes: one individual (services/src/memorial/gedcom.ts). */
const GEDCOM_TYPES = new Set(['PERSON', 'SERVICEPERSON']);

export const Memorial: MemorialResolvers = {
  id: (memorial) => formatNodeId('STORY_PAGE', memorial.memorialId),
  indexRecord: (memorial, _, { backends }) =>
    memorial.indexRecordId == null ? null : backends.indexRecord.record(memorial.indexRecordId),
  elements: (memorial) =>
    memorial.elements
      .filter((e) => !IMAGE_KINDS.includes(e.type) || referenceOf(e.value))
      .map((e) => elementSource(memorial, e)),
  stories: (memorial) => elementsOf(memorial, 'STORY'),
  facts: (memorial) => elementsOf(memorial, 'FACT'),
  sources: (memorial) => elementsOf(memorial, 'SOURCE'),
  links: (memorial) => elementsOf(memorial, 'LINK'),
  // Pictures whose reference cannot be read are left out: there is nothing to draw.
  images: (memorial) => elementsOf(memorial, ...IMAGE_KINDS).filter((s) => referenceOf(s.value)),
  coverImage: (memorial) => elementsOf(memorial, 'COVER_IMAGE').find((s) => referenceOf(s.value)) ?? null,
  backgroundImage: (memorial) => elementsOf(memorial, 'BACKGROUND_IMAGE').find((s) => referenceOf(s.value)) ?? null,
  honorImage: (memorial) => elementsOf(memorial, 'HONOR_IMAGE').find((s) => referenceOf(s.value)) ?? null,
  comments: (memorial) => elementsOf(memorial, 'COMMENT'),
  corrections: (memorial) => elementsOf(memorial, 'CORRECTION'),
  thumbnail: (memorial, size, context) => thumbnailOf('STORY_PAGE', memorial.memorialId, size, context),
  permissions: (memorial, _, { identity }) => ({
    canEdit: memorialEditable(memorial, identity),
    canComment: memorialCommentable(memorial, identity),
    isOwner: identity.userId !== null && identity.userId === memorial.ownerId,
  }),
  gedcomUrl: (memorial) =>
    GEDCOM_TYPES.has(memorial.type) ? `/download/gedcom/memorial/${memorial.memorialId}` : null,
};
