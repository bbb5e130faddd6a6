import type { Partner, TitleCollection } from './collection.table';

/** A title collection as GET /fold31-api/collections and /collection/{slug} send it. */
export interface TitleCollectionDto {
  collectionId: number;
  slug: string;
  title: string;
  /** CONFLICT (a war's records and stories) or TITLE (a theme across wars). */
  kind: string;
  conflict: string | null;
  description: string;
  iconSvg: string;
  backgroundSvg: string;
}

/** GET /collection/{slug}: the collection with its publications and, for a conflict, its memorial stories. */
export interface TitleCollectionDetailDto extends TitleCollectionDto {
  publicationIds: number[];
  storyMemorialIds: number[];
}

export interface PartnerDto {
  partnerId: number;
  slug: string;
  name: string;
  description: string;
  website: string | null;
  iconSvg: string;
  backgroundSvg: string;
}

export interface PartnerDetailDto extends PartnerDto {
  publicationIds: number[];
}

export const toTitleCollectionDto = (row: TitleCollection): TitleCollectionDto => ({
  collectionId: row.id, slug: row.slug, title: row.title, kind: row.kind, conflict: row.conflict, description: row.description,
  iconSvg: row.icon_svg, backgroundSvg: row.background_svg,
});

export const toPartnerDto = (row: Partner): PartnerDto => ({
  partnerId: row.id, slug: row.slug, name: row.name, description: row.description, website: row.website, iconSvg: row.icon_svg, backgroundSvg: row.background_svg,
});
