import type { Selectable } from 'kysely';

/** A title collection (migration 010): CONFLICT collections gather a war's publications and stories, TITLE ones a theme. */
export interface TitleCollectionTable {
  id: number;
  slug: string;
  title: string;
  /** CONFLICT or TITLE */
  kind: string;
  conflict: string | null;
  description: string;
  ordinal: number;
  icon_svg: string;
  background_svg: string;
}

export interface TitleCollectionPublicationTable {
  collection_id: number;
  publication_id: number;
  ordinal: number;
}

/** A partner archive (migration 010); its publications are those whose provider is its name. */
export interface PartnerTable {
  id: number;
  slug: string;
  name: string;
  description: string;
  website: string | null;
  icon_svg: string;
  background_svg: string;
}

export interface CollectionTables {
  title_collections: TitleCollectionTable;
  title_collection_publications: TitleCollectionPublicationTable;
  partners: PartnerTable;
}

export type TitleCollection = Selectable<TitleCollectionTable>;
export type Partner = Selectable<PartnerTable>;
