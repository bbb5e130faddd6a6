/** Shapes of the cache service (content §7.4), GET /cache/{name}. Each response carries Cache-Control max-age. */

/** GET /cache/userCount */
export interface UserCount {
  count: number;
}

/** GET /cache/recordCounts: index records in all (TOTAL, the spec's field), by conflict and by publication id. */
export interface RecordCounts {
  TOTAL: number;
  byConflict: Record<string, number>;
  byPublication: Record<string, number>;
}

/** GET /cache/publicationAccessLevels: publication id → access level (PUBLIC, REGISTERED, SUBSCRIBER, …). */
export type PublicationAccessLevels = Record<string, string>;

/** GET /cache/betaBanners: none are configured yet, so always []. */
export interface BetaBanner {
  id: string;
  message: string;
}

/** Cache entry names and their lifetimes in seconds (content §7.4: 5 minutes, the beta banner 1 minute). */
export const CACHE_LIFETIMES = {
  publications: 300,
  userCount: 300,
  emptySearch: 300,
  emptyBrowsePublications: 300,
  emptyBrowsePublications_NEW: 300,
  emptyBrowseFacets: 300,
  recordCounts: 300,
  publicationAccessLevels: 300,
  betaBanners: 60,
} as const;

export type CacheName = keyof typeof CACHE_LIFETIMES;

/**
 * GET /cache/versions: opaque versions of what records say (index generation and counts version) and of the catalogue
 * (publication writes, finished imports). A cached value kept under one stops being served once it changes.
 */
export interface DataVersionsDto {
  records: string;
  catalogue: string;
}
