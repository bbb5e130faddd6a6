/** REST shapes of publications, images, records, regiments, battles, companies and memorials (content §3.4–§3.7). */

export interface PublicationDto {
  publicationId: number;
  title: string;
  shortTitle: string;
  slug: string;
  shortDescription: string;
  mediumDescription: string;
  provider: string;
  contentType: string;
  docType: string;
  conflict: string;
  /**
   * The level that guards the publication: its configured level clamped to [minimum, maximum] (the publication
   * editor's `effectiveAccessLevel`; docs/decisions/publications-admin.md).
   */
  configuredAccessLevel: string;
  allowPrint: boolean;
  allowDownload: boolean;
  /** A page may be taken as a PDF with its citation. */
  allowDownloadDoc: boolean;
  allowAnnotations: boolean;
  hasOcr: boolean;
  hasBrowse: boolean;
  featured: boolean;
  isNew: boolean;
  rollCount: number;
  imageCount: number;
  recordCount: number;
  browseLabels: string[];
  lastUpdated: string;
  /** First image of the publication, used as its picture. */
  rollupImageId: number | null;
}

export interface RollDto {
  rollId: number;
  publicationId: number;
  name: string;
  literalTitle: string;
  browsePath: string[];
}

export interface SubImageDto {
  subImageId: number;
  imageId: number;
  ordinal: number;
  title: string;
  rect: { x: number; y: number; w: number; h: number };
}

export interface ImageDto {
  imageId: number;
  title: string;
  shortTitle: string;
  width: number;
  height: number;
  ordinal: number;
  publicationId: number;
  rollId: number;
  hasOcr: boolean;
  viewCount: number;
  created: string;
  lastModified: string;
  accessLevel: string;
  subImages: SubImageDto[];
  /** Ids of index records transcribed from this page. */
  indexRecordIds: number[];
  /** Bumped when staff replace or rotate the scan; image addresses carry it (`v=`), so old ones stop working. */
  revision: number;
  /** Hidden by staff: only staff with the 'images' ability get the page at all, marked so. */
  hidden: boolean;
}

/** GET /document/viewer-image: the image plus what the viewer needs around it. */
export interface ViewerImageDto extends ImageDto {
  /** The caller's token for this image's IIIF tiles (`?token=`), valid one hour. */
  imageToken: string;
  roll: RollDto;
  breadcrumbs: { label: string; value: string }[];
  previousImageId: number | null;
  nextImageId: number | null;
}

export interface PlaceDto {
  id: number;
  name: string;
  /** Comma-separated hierarchy, top first. */
  path: string;
}

export interface IndexRecordDto {
  recordId: number;
  title: string;
  publicationId: number;
  imageId: number;
  /**
   * The sub-image (region of the page) that holds the record, when one was cut. Not `subImageId`: the gateway
   * knows a DTO's type by its id field (gateway/src/common/Node.ts).
   */
  regionId: number | null;
  givenName: string;
  middleName: string | null;
  surname: string;
  nameSuffix: string | null;
  fullName: string;
  gender: string | null;
  race: string | null;
  birthDate: string | null;
  birthPlace: PlaceDto | null;
  residencePlace: PlaceDto | null;
  enlistmentDate: string | null;
  enlistmentPlace: PlaceDto | null;
  dischargeDate: string | null;
  deathDate: string | null;
  deathPlace: PlaceDto | null;
  conflict: string;
  branch: string;
  rank: string | null;
  unit: string | null;
  regimentId: number | null;
  companyId: number | null;
  serviceNumber: string | null;
  casualtyType: string | null;
  /** The catalogue's rarer fields (migration 023). */
  award: string | null;
  deathCause: string | null;
  enlistmentRank: string | null;
  dischargeRank: string | null;
  theater: string | null;
  burialDate: string | null;
  burialPlace: PlaceDto | null;
  accessLevel: string;
}

export interface UnitFactsDto {
  numberOfSoldiers: number;
  averageAgeAtEnlistment: number | null;
  medianAgeAtEnlistment: number | null;
  diedInWar: number;
}

export interface RegimentDto {
  regimentId: number;
  name: string;
  subType: string;
  branch: string;
  side: string;
  conflict: string;
  state: string | null;
  startPlace: string | null;
  endPlace: string | null;
  startDate: string | null;
  endDate: string | null;
  nicknames: string[];
  history: string;
  leaders: string[];
  companyIds: number[];
  battleIds: number[];
  unitFacts: UnitFactsDto;
  /** Content types the unit is, e.g. ["MILITARY_UNIT", "REGIMENT"] (content §3.1 groups). */
  types: string[];
  /** The unit's home place (its state), when known. */
  place: PlaceDto | null;
  /** Organised, each battle, mustered out: in date order. */
  events: UnitEventDto[];
}

/**
 * What a regiment's records say about it beyond the facts: read only for its own page, since every search
 * hit and record page loads the regiment itself.
 */
export interface RegimentProfileDto {
  regimentId: number;
  /** Other names the records write the unit under, most used first. */
  aliases: string[];
  /** Provider of the publication holding most of the unit's records. */
  provider: string | null;
  /** A few scanned pages naming the unit's soldiers. */
  imageIds: number[];
}

/** A dated step in a unit's service (content §3.7 events). */
export interface UnitEventDto {
  /** ORGANIZED, BATTLE or MUSTERED_OUT */
  kind: string;
  title: string;
  startDate: string | null;
  endDate: string | null;
  place: string | null;
  battleId: number | null;
}

/** Every unit fact of content §3.7, computed from the index records of a regiment or company. */
export interface UnitFactsDetailDto extends UnitFactsDto {
  /** The regiment or company id. */
  unitId: number;
  diedInUnit: number;
  woundedInUnit: number;
  prisonerOfWarWhileInRegiment: number;
  mostCommonEnlistmentPlace: { place: PlaceDto; soldiers: number } | null;
  mostCommonEnlistmentDate: { date: string; soldiers: number } | null;
  firstEnlistmentDate: string | null;
}

/** One page of the ids of a unit's (or battle's) records or memorials. */
export interface LinkedPageDto {
  /** The regiment, company or battle id. */
  id: number;
  totalCount: number;
  ids: number[];
}

export interface CompanyDto {
  companyId: number;
  regimentId: number;
  name: string;
  letter: string;
  side: string;
  history: string;
  leaders: string[];
  /** The regiment's organised and mustered-out places and its battles as events; companies served with their regiment. */
  startPlace: string | null;
  endPlace: string | null;
  battleIds: number[];
  events: UnitEventDto[];
  /** Other companies of the same regiment, by letter. */
  siblingIds: number[];
  /** Other names the records write the company under, most used first. */
  aliases: string[];
}

export interface BattleDto {
  battleId: number;
  name: string;
  subType: string;
  conflict: string;
  startDate: string;
  endDate: string;
  place: string;
  outcome: string;
  description: string;
  coordinates: { latitude: number; longitude: number };
  regimentIds: number[];
}

export interface MemorialElementDto {
  elementId: number;
  type: string;
  ordinal: number;
  ownerId: number;
  /** Username of the member who added the element (memorial editing); absent from older answers. */
  ownerUsername?: string | null;
  /** Shaped per type: STORY { title, content, dateText, placeText }, FACT { name, value, type }, … */
  value: Record<string, unknown>;
  created: string;
  lastModified: string;
}

export interface MemorialDto {
  memorialId: number;
  type: string;
  title: string;
  description: string;
  privacyMode: string;
  primaryMilitaryEvent: string | null;
  ownerId: number;
  ownerUsername: string;
  indexRecordId: number | null;
  created: string;
  lastModified: string;
  elements: MemorialElementDto[];
}

/** A file (content type FILE): a browse leaf holding a run of page images; in Muster's tables, a roll. */
export interface FileDto {
  fileId: number;
  publicationId: number;
  title: string;
  browsePath: string[];
  imageCount: number;
  /** First page, the file's picture. */
  firstImageId: number | null;
}

/** GET /document/file-images/:publicationId/:fileId?offset&limit (25 per page by default). */
export interface FileImagesDto {
  fileId: number;
  total: number;
  imageIds: number[];
}
