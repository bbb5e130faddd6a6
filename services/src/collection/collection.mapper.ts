import type { Partner, TitleCollection } from './collection.table';
import type { PartnerDto, TitleCollectionDto } from '@muster/contract';

export const toTitleCollectionDto = (row: TitleCollection): TitleCollectionDto => ({
  collectionId: row.id,
  slug: row.slug,
  title: row.title,
  kind: row.kind,
  conflict: row.conflict,
  description: row.description,
  iconSvg: row.icon_svg,
  backgroundSvg: row.background_svg,
});

export const toPartnerDto = (row: Partner): PartnerDto => ({
  partnerId: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  website: row.website,
  iconSvg: row.icon_svg,
  backgroundSvg: row.background_svg,
});
