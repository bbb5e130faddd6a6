import type { Kysely } from 'kysely';
import {
  type BetaBanner,
  BROWSE_FACET_SIZE,
  CACHE_LIFETIMES,
  type CacheName,
  type Facet,
  PUBLICATION_FACET_SIZE,
  type PublicationAccessLevels,
  type RecordCounts,
  type SearchQuery,
  type UserCount,
} from '@muster/contract';
import type { Database } from '../db/database';
import { publicationRows } from '../publication/publication.queries';
import { toPublicationDto } from '../publication/publication.mapper';
import { DEFAULT_FACETS } from '../search/facet-types';
import { search } from '../search/search';
import * as q from './cache.queries';

type Db = Kysely<Database>;

/** The publication column of the browse tool for an empty query: every publication, most records first (content §7.3). */
const publicationFacet: SearchQuery = {
  maxCount: 0,
  facetRequests: [{ type: 'general.title.id', maxCount: PUBLICATION_FACET_SIZE, sort: 'RANK' }],
};

async function emptyBrowsePublications(db: Db): Promise<Facet | null> {
  return (await search(db, publicationFacet)).facets[0] ?? null;
}

/** What each cache entry holds, computed from the records (content §7.4). */
export const CACHE_ENTRIES: Record<CacheName, (db: Db) => Promise<unknown>> = {
  publications: async (db) => (await publicationRows(db)).map(toPublicationDto),
  userCount: async (db): Promise<UserCount> => ({ count: Number((await q.userCount(db)).n) }),
  /** The search page before any query: the first page of hits with the default facets. */
  emptySearch: (db) => search(db, {}),
  emptyBrowsePublications,
  emptyBrowsePublications_NEW: emptyBrowsePublications,
  /** The default facet types at the browse tool's size, alphabetical like its columns. */
  emptyBrowseFacets: async (db): Promise<Facet[]> =>
    (
      await search(db, {
        maxCount: 0,
        facetRequests: DEFAULT_FACETS.filter((type) => type !== 'general.title.id').map((type) => ({
          type,
          maxCount: BROWSE_FACET_SIZE,
          sort: 'ALPHABETICAL',
        })),
      })
    ).facets,
  recordCounts: async (db): Promise<RecordCounts> => {
    const [byConflict, byPublication] = await Promise.all([
      q.recordCountsByConflict(db),
      q.recordCountsByPublication(db),
    ]);
    return {
      TOTAL: byConflict.reduce((sum, r) => sum + Number(r.n), 0),
      byConflict: Object.fromEntries(byConflict.map((r) => [r.conflict, Number(r.n)])),
      byPublication: Object.fromEntries(byPublication.map((r) => [String(r.publication_id), Number(r.n)])),
    };
  },
  betaBanners: async (): Promise<BetaBanner[]> => [],
  publicationAccessLevels: async (db): Promise<PublicationAccessLevels> =>
    Object.fromEntries((await q.publicationAccessLevels(db)).map((r) => [String(r.id), r.access_level])),
};

export const isCacheName = (name: string): name is CacheName => Object.hasOwn(CACHE_LIFETIMES, name);
