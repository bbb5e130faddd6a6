import type { ContentObject, ObjectReference } from './content';

/**
 * Name matching of a fielded keyword (issue 3): exact words, `*`/`?` wildcards, sound-alike codes, or exact
 * spellings and sound-alikes together with the exact ones ranked first (the website's default, issue 16).
 */
export type NameMatch = 'EXACT' | 'WILDCARD' | 'SOUNDEX' | 'PHONETIC' | 'SOUNDS_LIKE' | 'EXACT_THEN_SOUNDS_LIKE';

/** The kind of match a hit made on one field, reported back so a researcher sees why it matched. */
export type MatchKind = 'EXACT' | 'PREFIX' | 'WILDCARD' | 'SOUNDEX' | 'PHONETIC' | 'YEAR_RANGE' | 'KEYWORD';

/** lastUpdated buckets of content §4 (the spec's own spelling). */
export type LastUpdatedBucket = '1_MONTH' | '3_MONTHS' | '6_MONTHS' | '1_YEAR';

export type SortOrder = 'RELEVANCE' | 'DATE_ASC' | 'DATE_DESC' | 'NAME' | 'NAME_DESC' | 'LAST_MODIFIED' | 'FILMSTRIP';

export interface FieldedKeyword {
  /**
   * A searchable field: `full-name`, `full-name.given`, `full-name.surname`, `date` or a date child such as
   * `date.vital.birth`, `place` or a place child such as `place.vital.birth`, `military.service-number`,
   * `military.rank`, `military.service.branch` …
   */
  type: string;
  texts: string[];
  exclude?: boolean;
  /** strict: the words must match whole (no prefix matching). */
  strict?: boolean;
  /** Name fields only; EXACT unless the text holds `*` or `?` (then WILDCARD). */
  match?: NameMatch;
  /** Date fields only: ± this many years around each year in texts (born 1840 ± 2). */
  yearRange?: number;
}

export interface SearchFilter {
  type: string;
  values: { value: string; label?: string }[];
  exclude?: boolean;
  strict?: boolean;
  filterType?: 'TERM' | 'PREFIX';
}

export interface FacetRequest {
  type: string;
  mode?: 'NONE';
  maxCount?: number;
  /** Place facets: 1 country, 2 state, 3 county or city. */
  placeLevel?: number;
  /** Place facets below country level: only values under these parents (e.g. `United States`). */
  placeParents?: string[];
  /** Values always returned (with their counts) even when outside the top maxCount. */
  requiredValues?: string[];
  sort?: 'RANK' | 'ALPHABETICAL';
  /** Browse column filter box: only values whose label contains (TERM) or starts with (PREFIX) this text. */
  valueFilter?: string;
  valueFilterType?: 'TERM' | 'PREFIX';
}

export interface TagQuery {
  /** A public tag name, or the private form `name:userId`. */
  name: string;
  exclude?: boolean;
  privateTagUserId?: number;
}

/** Search query of content §3.10. */
export interface SearchQuery {
  keywords?: string;
  fieldedKeywords?: FieldedKeyword[];
  filters?: SearchFilter[];
  facetRequests?: FacetRequest[];
  tags?: TagQuery[];
  lastUpdated?: LastUpdatedBucket;
  /** Only hits whose date falls in these years (inclusive). */
  dateSpan?: { from?: number; to?: number };
  sortOrder?: SortOrder;
  offset?: number;
  /** Hits on the page: at most 100, by offset or cursor (SEARCH_LIMITS.pageSize, contract/search-limits.ts). */
  maxCount?: number;
  /** Opaque cursor from a previous page's `endCursor`: walks past 10,000 without offset (partners' deep paging). */
  after?: string;
  /** Search the OCR text of page images too (default true). */
  ocr?: boolean;
  /** ALL words must match (default) or ANY. */
  strictMode?: 'ALL' | 'ANY';
  /** Return highlight fragments (default true). */
  highlight?: boolean;
  /**
   * Return each hit's content summary inline (SearchHit.content), so the caller needs no
   * POST /fold31-api/obj-ref/mcontent for the page (default false).
   */
  includeContent?: boolean;
  /** Box the inline thumbnails fit in, as mcontent's thumb-width/thumb-height (default 200 × 200). */
  thumbWidth?: number;
  thumbHeight?: number;
}

export interface HitMatch {
  /** The field matched, e.g. `full-name.surname`, `date.vital.birth`, `keywords`. */
  field: string;
  kind: MatchKind;
  /** The indexed value that matched, e.g. `Smith` for a query `Smyth`. */
  value: string;
}

export interface SearchHit {
  doc: ObjectReference;
  score: number;
  /** Text fragments with matches wrapped in <em>…</em>. */
  highlights: string[];
  /** Which kind of match the hit made on each matched field. */
  matches: HitMatch[];
  /** Where the hit stands in the result set, for `after`: walks on from this hit as `endCursor` does from a page. */
  cursor: string;
  /**
   * With `includeContent`: what mcontent would say of the hit (title, thumbnail, publication id), or null
   * when the object has no content object (gone). Absent when not asked for, or from an older service.
   */
  content?: HitContent | null;
}

/** The part of a content object (content §3.2) a search page shows for a hit. */
export type HitContent = Pick<ContentObject, 'title' | 'thumbnail' | 'publicationId'>;

export interface FacetValue {
  value: string;
  label: string;
  /** Place facets: the last part of the hierarchy (content §3.10 shortLabels). */
  shortLabel?: string;
  count: number;
  /** FILE marks a leaf of the browse hierarchy. */
  nodeType: string | null;
}

export interface Facet {
  type: string;
  values: FacetValue[];
  /** Number of distinct values in all (values may be cut to maxCount). */
  totalCount: number;
}

/** Response of POST /fold31-search/doc-search (content §3.10). */
export interface SearchResults {
  total: number;
  hits: SearchHit[];
  facets: Facet[];
  earliestDate: string | null;
  latestDate: string | null;
  /** Cursor of the last hit, for `after`; null when there are no more hits. */
  endCursor: string | null;
}

/** Body of POST /fold31-search/browse-facet: the current query plus one facet request (content §7.3). */
export interface BrowseFacetRequest {
  query: SearchQuery;
  facet: FacetRequest;
}

/** GET /fold31-search/suggest?type=NAME|PLACE|DATE&prefix=…&limit=… (at most 10). */
export interface Suggestion {
  value: string;
  label: string;
  count: number;
}

/** GET /fold31-search/search-util/browse-levels/:publicationId */
export interface BrowseLevels {
  publicationId: number;
  /** Labels of general.title.browse.1…7 that the publication uses. */
  levels: string[];
  /** GET /search-util/document-level/:id answers this alone as plain text. */
  documentLevel: string;
}

/** Maximum offset + maxCount (content §9). */
export const MAX_COUNT = 10000;
export const PAGE_SIZE = 100;
export const FACET_REQUEST_SIZE = 200;
export const BROWSE_FACET_SIZE = 500;
export const PUBLICATION_FACET_SIZE = 10000;
export const SUGGESTION_LIMIT = 10;

/** GET /fold31-search/search-util/tag: a public tag and how many objects carry it (content §7.3). */
export interface SearchTagInfo {
  name: string;
  count: number;
}
