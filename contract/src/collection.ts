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

/** One honor image on the wall: the memorial it honors and the pictured object (content §3.6). */
export interface HonorImageDto {
  elementId: number;
  memorialId: number;
  title: string;
  conflict: string | null;
  reference: { contentType: string; objectId: number };
  rect: { x: number; y: number; w: number; h: number } | null;
  /**
   * The pictured page's size and scan revision, when the reference is an image, so a thumbnail of the crop can be
   * drawn at an address of the current scan.
   */
  image: { width: number; height: number; revision: number } | null;
}

/** GET /fold31-memorial/honor-wall: a page of honor images, the total, and every conflict with its count. */
export interface HonorWallDto {
  total: number;
  offset: number;
  limit: number;
  items: HonorImageDto[];
  conflicts: { conflict: string; count: number }[];
}
