import type { IndexRecordDto } from '@muster/contract';
import type { IndexRecordResolvers } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { formatNodeId } from '../node-id';
import { thumbnailOf } from '../common/thumbnail';
import { toPlace } from '../common/Place';
import { required } from '../common/present';
import { denialOf, viewable } from '../common/access';

/**
 * The person details of a record: a caller who may not VIEW the record gets null for these. The name (given,
 * surname, full name) is the record's title, a preview shown to everybody, and conflict and branch are its
 * collection's, so they stay: lists of soldiers (regiments, memorials, search) keep working for every caller.
 */
const NULLABLE_DETAILS = [
  'middleName',
  'nameSuffix',
  'gender',
  'race',
  'birthDate',
  'enlistmentDate',
  'dischargeDate',
  'deathDate',
  'rank',
  'unit',
  'serviceNumber',
  'casualtyType',
  'award',
  'deathCause',
  'enlistmentRank',
  'dischargeRank',
  'theater',
  'burialDate',
] as const;

type Resolver = (record: IndexRecordDto, args: unknown, context: GatewayContext) => Promise<unknown>;
const guardedFields = Object.fromEntries([
  ...NULLABLE_DETAILS.map((field): [string, Resolver] => [
    field,
    (record, _, context) => viewable(record, context, null, () => record[field]),
  ]),
]) as Pick<IndexRecordResolvers, (typeof NULLABLE_DETAILS)[number]>;

/** A place or unit of the record, when the caller may see its details. */
const detail = <T>(record: IndexRecordDto, context: GatewayContext, value: () => T) =>
  viewable(record, context, null, value);

export const IndexRecord: IndexRecordResolvers = {
  ...guardedFields,
  id: (record) => formatNodeId('INDEX_RECORD', record.recordId),
  birthPlace: (record, _, context) => detail(record, context, () => toPlace(record.birthPlace)),
  residencePlace: (record, _, context) => detail(record, context, () => toPlace(record.residencePlace)),
  enlistmentPlace: (record, _, context) => detail(record, context, () => toPlace(record.enlistmentPlace)),
  deathPlace: (record, _, context) => detail(record, context, () => toPlace(record.deathPlace)),
  burialPlace: (record, _, context) => detail(record, context, () => toPlace(record.burialPlace)),
  regiment: (record, _, context) =>
    detail(record, context, async () =>
      record.regimentId == null ? null : context.backends.regiment.regiment(record.regimentId),
    ),
  company: (record, _, context) =>
    detail(record, context, async () =>
      record.companyId == null ? null : context.backends.regiment.company(record.companyId),
    ),
  image: async (record, _, { backends }) =>
    required(await backends.document.image(record.imageId), 'image', record.imageId),
  // The page lists its regions (none to a caller who may not view it): the page's batched load serves this too.
  subImage: async (record, _, { backends }) =>
    record.regionId == null
      ? null
      : ((await backends.document.image(record.imageId))?.subImages.find((s) => s.subImageId === record.regionId) ??
        null),
  publication: async (record, _, { backends }) =>
    required(await backends.publication.publication(record.publicationId), 'publication', record.publicationId),
  thumbnail: (record, size, context) => thumbnailOf('INDEX_RECORD', record.recordId, size, context),
  access: (record, { action }, context) => denialOf(record, action ?? 'VIEW', context),
};
